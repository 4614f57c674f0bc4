import { communityChannels } from '@exitcraft/shared/content/community';
import type { StaffReportedMessage } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useModerate, useReported } from '../api.ts';

type Action = 'hide' | 'restore';

const channelName = (id: string) => communityChannels.find((channel) => channel.id === id)?.name ?? id;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const consequences: Record<Action, string> = {
  hide: 'It disappears for everyone at once, including people reading the channel now. You can restore it later.',
  restore: 'It shows again for everyone, in its place in the channel, including for people reading it now.',
};

/** Reported community messages, newest report first, with Hide / Restore behind a confirmation. */
export function ModerationPage() {
  usePageMeta('Moderation — Staff', 'Reported community messages, with Hide and Restore.');
  const reported = useReported();
  const moderate = useModerate();
  const [target, setTarget] = useState<{ message: StaffReportedMessage; action: Action } | null>(null);
  const [error, setError] = useState<string | undefined>();

  const open = (message: StaffReportedMessage, action: Action) => {
    setError(undefined);
    setTarget({ message, action });
  };

  async function confirm() {
    if (!target) return;
    try {
      const result = await moderate.mutateAsync({ id: target.message.id, action: target.action });
      const done = target.action === 'hide' ? 'Message hidden.' : 'Message restored.';
      toast.success(
        result.changed ? done : `Nothing to do: the message was already ${result.hidden ? 'hidden' : 'shown'}.`,
      );
      setTarget(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  const rows = reported.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <section aria-labelledby="moderation-title">
      <h1 id="moderation-title" className="text-2xl font-bold text-navy-900">
        Moderation
      </h1>
      <p className="mt-1 text-slate-700">Community messages people reported, the most recently reported first.</p>

      <div className="mt-6" aria-live="polite" aria-busy={reported.isFetching}>
        {reported.isPending ? (
          <Spinner label="Loading reported messages…" />
        ) : reported.isError ? (
          <LoadError message={apiErrorMessage(reported.error)} onRetry={() => void reported.refetch()} />
        ) : rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No reported messages. When someone reports a community message, it shows here.
          </p>
        ) : (
          <>
            <ul
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200"
              aria-label="Reported messages"
            >
              {rows.map((message) => (
                <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="text-sm text-slate-700">
                      <span className="font-semibold text-navy-900">{message.alias}</span> in{' '}
                      {channelName(message.channel)} · {when(message.created_at)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-navy-900">{message.text}</p>
                    <p className="mt-2 text-sm text-slate-700">
                      {message.report_count === 1 ? 'Reported once' : `Reported ${message.report_count} times`}, last on{' '}
                      {when(message.last_reported_at)}
                      {message.hidden && message.hidden_at ? ` · Hidden since ${when(message.hidden_at)}` : ''}
                    </p>
                    {message.reasons.length > 0 && (
                      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700" aria-label="Reasons given">
                        {message.reasons.map((reason, index) => (
                          <li key={index} className="break-words">
                            {reason}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <div className="flex items-center gap-3">
                    {message.hidden ? (
                      <>
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-navy-900">
                          Hidden
                        </span>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => open(message, 'restore')}
                          aria-label={`Restore the message by ${message.alias}`}
                        >
                          Restore
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => open(message, 'hide')}
                        aria-label={`Hide the message by ${message.alias}`}
                      >
                        Hide
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {reported.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-4"
                onClick={() => void reported.fetchNextPage()}
                disabled={reported.isFetchingNextPage}
              >
                {reported.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </div>

      <Modal
        open={target !== null}
        onClose={() => setTarget(null)}
        title={target?.action === 'restore' ? 'Restore this message?' : 'Hide this message?'}
      >
        {target && (
          <div>
            <blockquote className="rounded-xl bg-slate-100 p-3 text-navy-900">
              <p className="whitespace-pre-wrap break-words">{target.message.text}</p>
              <footer className="mt-1 text-sm text-slate-700">
                {target.message.alias} in {channelName(target.message.channel)}
              </footer>
            </blockquote>
            <p className="mt-4 text-slate-700">{consequences[target.action]}</p>
            {error && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setTarget(null)} data-autofocus>
                Cancel
              </Button>
              <Button
                variant={target.action === 'hide' ? 'danger' : 'primary'}
                onClick={() => void confirm()}
                disabled={moderate.isPending}
              >
                {moderate.isPending
                  ? target.action === 'hide'
                    ? 'Hiding…'
                    : 'Restoring…'
                  : target.action === 'hide'
                    ? 'Hide message'
                    : 'Restore message'}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
