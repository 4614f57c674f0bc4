import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { type ReactNode, useState } from 'react';
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
  // read once: the page writes local storage from here on
  const [local] = useState(() => readLocalDraft(kind));
  const [chosen, setChosen] = useState<{ value: Restored } | null>(null);
  if (server.isPending) return <PageSpinner label="Loading your saved progress…" />;
  if (!chosen) {
    const value = chooseDraft(local, server.data ? fromServerDraft(server.data) : null);
    setChosen({ value });
    return null;
  }
  return children(chosen.value);
}
