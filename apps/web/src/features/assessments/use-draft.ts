import { type AssessmentKind, assessmentMessages } from '@exitcraft/shared/content/assessments/index';
import { type CurrencyCode, defaultCurrency } from '@exitcraft/shared/content/currencies';
import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import type { AssessmentAnswers } from '@exitcraft/shared/schemas/assessments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { createThrottledSave, type ThrottledSave } from '../../shared/autosave/throttled-save.ts';
import { deleteServerDraft, putServerDraft } from './api.ts';
import { clearLocalDraft, type Draft, writeLocalDraft } from './drafts.ts';

/** Member-area section 9: the assessment pages' toasts sit at the top centre for 3 s. */
export const pageToast = { position: 'top-center', duration: 3000 } as const;

export function emptyDraft(kind: AssessmentKind): Draft {
  return {
    answers: {},
    currentSection: 1,
    currency: instrumentDescriptor(kind).carriesCurrency ? defaultCurrency : null,
    lastSaved: '',
  };
}

/** Member-area section 4 as this project reads it: the server copy of a draft, at most once every 2 s. */
export const serverDraftGapMs = 2000;

/**
 * The draft a page edits: every change is kept in local storage at once and sent to the server
 * at most every 2 s (createThrottledSave); a hidden page writes both once more.
 * `restored` is what the loader chose (the newer copy), null for a fresh start.
 */
export function useDraft(kind: AssessmentKind, restored: { draft: Draft; source: 'local' | 'server' } | null) {
  const [draft, setDraft] = useState<Draft>(() => {
    const start = restored?.draft ?? emptyDraft(kind);
    return instrumentDescriptor(kind).carriesCurrency && !start.currency
      ? { ...start, currency: defaultCurrency }
      : start;
  });
  const current = useRef(draft);
  const closed = useRef(false);
  const syncRef = useRef<ThrottledSave | null>(null);
  // made on first use, from handlers and effects only: it reads the latest draft when it sends
  const sync = useCallback(() => {
    syncRef.current ??= createThrottledSave(
      (keepalive) =>
        putServerDraft(
          kind,
          {
            answers: current.current.answers,
            current_section: current.current.currentSection,
            currency: current.current.currency,
          },
          keepalive,
        ),
      { gapMs: serverDraftGapMs },
    );
    return syncRef.current;
  }, [kind]);

  // said once per page, also under StrictMode's double effects (refs survive them)
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !restored) return;
    announced.current = true;
    toast.info(assessmentMessages.recovered, pageToast);
    // the local copy is newer than the server's: bring the server up to date for the next browser
    if (restored.source === 'local') sync().changed();
  }, [restored, sync]);

  useEffect(() => {
    const onHide = () => {
      if (closed.current) return;
      if (current.current.lastSaved) writeLocalDraft(kind, current.current);
      sync().leave();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [kind, sync]);

  function update(change: (before: Draft) => Partial<Draft>) {
    if (closed.current) return;
    const next = { ...current.current, ...change(current.current), lastSaved: new Date().toISOString() };
    current.current = next;
    setDraft(next);
    writeLocalDraft(kind, next);
    sync().changed();
  }

  return {
    draft,
    setAnswer: (id: string, value: AssessmentAnswers[string] | undefined) =>
      update((before) => {
        const answers = { ...before.answers };
        if (value === undefined) delete answers[id];
        else answers[id] = value;
        return { answers };
      }),
    setSection: (section: number) => update(() => ({ currentSection: section })),
    setCurrency: (currency: CurrencyCode) => update(() => ({ currency })),
    /** Save now: the local copy before this returns, the server's in the promise it returns. */
    saveNow(): Promise<void> {
      update(() => ({}));
      return sync()
        .saveNow()
        .then(
          () => undefined,
          (error: unknown) => {
            // the local copy is kept; the server copy goes again after the gap, then with the next
            // change or on leaving
            sync().changed();
            throw error;
          },
        );
    },
    /** Don't Save: both copies go, and nothing is written again on leaving. */
    async discard() {
      closed.current = true;
      await sync().idle();
      sync().stop();
      clearLocalDraft(kind);
      await deleteServerDraft(kind);
    },
    /** Before a submission: a draft save landing after it would bring the draft back. */
    beforeSubmit: () => sync().idle(),
    /** Submitted: the server dropped its copy; the local one goes too. */
    finish() {
      closed.current = true;
      sync().stop();
      clearLocalDraft(kind);
    },
  };
}

export type DraftControls = ReturnType<typeof useDraft>;
