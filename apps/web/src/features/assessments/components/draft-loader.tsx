import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { type ReactNode, useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useServerDraft } from '../api.ts';
import { chooseDraft, type Draft, fromServerDraft, readLocalDraft } from '../drafts.ts';

type Restored = { draft: Draft; source: 'local' | 'server' } | null;

/**
 * Waits for the server's draft, then hands the page the newer of it and the local one. When the
 * server cannot be reached the local copy is all there is, and the page still works.
 */
export function DraftLoader({ kind, children }: { kind: AssessmentKind; children: (restored: Restored) => ReactNode }) {
  const server = useServerDraft(kind);
  // read once, before the page shows: the page writes local storage from then on
  const [local, setLocal] = useState<{ draft: Draft | null } | null>(null);
  useEffect(() => {
    let current = true;
    void readLocalDraft(kind)
      // a check that could not load (offline) leaves the draft where it is, unused this time
      .catch(() => null)
      .then((draft) => {
        if (current) setLocal({ draft });
      });
    return () => {
      current = false;
    };
  }, [kind]);
  const [chosen, setChosen] = useState<{ value: Restored } | null>(null);
  if (server.isPending || !local) return <PageSpinner label="Loading your saved progress…" />;
  if (!chosen) {
    const value = chooseDraft(local.draft, server.data ? fromServerDraft(server.data) : null);
    setChosen({ value });
    return null;
  }
  return children(chosen.value);
}
