import { useState } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ModerateDialog } from './moderation/moderate-dialog.tsx';
import { ReportedList } from './moderation/reported-list.tsx';
import type { ModerationTarget } from './moderation/reported-message.ts';

/** Reported community messages, newest report first, with Hide / Restore behind a confirmation. */
export function ModerationPage() {
  usePageMeta('Moderation — Staff', 'Reported community messages, with Hide and Restore.');
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  return (
    <section aria-labelledby="moderation-title">
      <h1 id="moderation-title" className="text-2xl font-bold text-navy-900">
        Moderation
      </h1>
      <p className="mt-1 text-slate-700">Community messages people reported, the most recently reported first.</p>
      <ReportedList onModerate={setTarget} />
      <ModerateDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
