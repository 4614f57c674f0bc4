import type { SaveStatus } from '../../../shared/autosave/throttled-save.ts';
import { lazyDateFormat } from '../../../lib/format.ts';

const time = lazyDateFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Saved at hh:mm", or what the autosave is doing, announced politely. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const text =
    status.kind === 'saving'
      ? 'Saving…'
      : status.kind === 'saved'
        ? `Saved at ${time.format(status.at)}`
        : status.kind === 'failed'
          ? 'Your latest changes are not saved yet. They will be sent again with your next change.'
          : '';
  return (
    <p role="status" className={`mt-2 min-h-5 text-sm ${status.kind === 'failed' ? 'text-red-700' : 'text-slate-500'}`}>
      {text}
    </p>
  );
}
