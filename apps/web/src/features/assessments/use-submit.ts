import { type AssessmentKind, assessmentMessages, instruments } from '@exitcraft/shared/content/assessments/index';
import { assessmentIncompleteCode, instrumentDescriptor, missingForSubmission } from '@exitcraft/shared/instruments';
import type { AssessmentIncomplete } from '@exitcraft/shared/schemas/assessments';
import { href } from '@exitcraft/shared/routes';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showApiError } from '../../lib/api-error.ts';
import { useSubmitAssessment } from './api.ts';
import { type DraftControls, pageToast } from './use-draft.ts';

/** The 1-based section that holds item `id`. */
export function sectionOf(kind: AssessmentKind, id: string): number {
  return instruments[kind].sections.findIndex((section) => section.items.some((item) => item.id === id)) + 1;
}

/** The element a person answers item `id` with (its first radio, or its amount field). */
export const itemControlSelector = (id: string) => `[data-item="${id}"] input`;

/**
 * Submit: every item must be answered, else the spec's toast and the first unanswered item, on
 * its section, takes the focus. The server checks the same and its refusal is shown the same way.
 */
export function useSubmitFlow(kind: AssessmentKind, controls: DraftControls) {
  const navigate = useNavigate();
  const submit = useSubmitAssessment(kind);
  const [focusItem, setFocusItem] = useState<{ id: string } | null>(null);
  const [settling, setSettling] = useState(false);

  useEffect(() => {
    if (!focusItem) return;
    const control = document.querySelector<HTMLElement>(itemControlSelector(focusItem.id));
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [focusItem]);

  function showMissing(ids: readonly string[]) {
    toast.error(assessmentMessages.incomplete, pageToast);
    const first = ids[0];
    if (!first) return;
    const section = sectionOf(kind, first);
    if (section > 0 && section !== controls.draft.currentSection) controls.setSection(section);
    setFocusItem({ id: first });
  }

  async function run() {
    const { answers, currency } = controls.draft;
    // the calculator counts a missing amount as 0; the other two need every answer
    const missing = missingForSubmission(kind, answers);
    if (missing.length > 0) return showMissing(missing);
    if (settling || submit.isPending) return;
    setSettling(true);
    try {
      await controls.beforeSubmit();
    } finally {
      setSettling(false);
    }
    submit.mutate(
      { answers, currency },
      {
        onSuccess: () => {
          controls.finish();
          // member-area sections 4 and 9: each page's flag and pause before the dashboard
          const { flag, redirectMs } = instrumentDescriptor(kind).afterSubmit;
          toast.success(assessmentMessages.submitted, pageToast);
          // the spec's flags; the dashboard reads the server, never these
          sessionStorage.setItem(flag, 'true');
          if (redirectMs === 0) navigate(href('dashboard'));
          else setTimeout(() => navigate(href('dashboard')), redirectMs);
        },
        onError: (error) => {
          // the server's refusal lists the unanswered items (its body is `AssessmentIncomplete`)
          if (error instanceof ApiError && error.code === assessmentIncompleteCode) {
            showMissing((error.body as AssessmentIncomplete).missing_items);
          } else showApiError(error);
        },
      },
    );
  }

  return { run, pending: settling || submit.isPending || submit.isSuccess };
}
