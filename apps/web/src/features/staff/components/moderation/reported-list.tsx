import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useReported } from '../../api/moderation.ts';
import { channelName, type ModerationTarget, when } from './reported-message.ts';

/** The reported messages, page by page, each with Hide or (when hidden) Restore. */
export function ReportedList({ onModerate }: { onModerate: (target: ModerationTarget) => void }) {
  const reported = useReported();
  const rows = reported.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <div className="mt-6" aria-live="polite" aria-busy={reported.isFetching}>
      <QueryView
        query={reported}
        loading={<Spinner label="Loading reported messages…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No reported messages. When someone reports a community message, it shows here.
          </p>
        }
      >
        {() => (
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
                          onClick={() => onModerate({ message, action: 'restore' })}
                          aria-label={`Restore the message by ${message.alias}`}
                        >
                          Restore
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => onModerate({ message, action: 'hide' })}
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
      </QueryView>
    </div>
  );
}
