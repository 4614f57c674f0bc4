import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../../lib/router.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { type AuditFilter, useAudit } from '../../api/audit.ts';
import { actionLabel, describeDetail } from './audit-view.ts';

/** The log for one filter, newest first, page by page; an actor's email narrows it to them. */
export function AuditEntries({ filter, onActor }: { filter: AuditFilter; onActor: (actorId: string) => void }) {
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="mt-6" aria-live="polite" aria-busy={audit.isFetching}>
      <QueryView
        query={audit}
        loading={<Spinner label="Loading the audit log…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={() => entries.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            Nothing recorded for this view.
          </p>
        }
      >
        {() => (
          <>
            <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {entries.map((entry) => (
                <li key={entry.id} className="p-4">
                  <p className="font-semibold text-navy-900">
                    {actionLabel.get(entry.action) ?? entry.action}{' '}
                    {entry.target_type === 'person' ? (
                      <Link
                        to={href('staffPerson', { id: entry.target_id })}
                        className="font-normal text-navy-700 underline"
                      >
                        person {entry.target_id.slice(0, 8)}
                      </Link>
                    ) : (
                      <span className="font-normal text-slate-700">
                        {entry.target_type} {entry.target_id.slice(0, 36)}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={entry.at}>
                      {new Date(entry.at).toISOString().replace('T', ' ').slice(0, 19)} UTC
                    </time>{' '}
                    by{' '}
                    <button
                      type="button"
                      onClick={() => onActor(entry.actor_id)}
                      className="break-all text-navy-700 underline"
                      aria-label={`Show only what ${entry.actor_email} did`}
                    >
                      {entry.actor_email}
                    </button>{' '}
                    from {entry.ip}
                  </p>
                  {describeDetail(entry.detail) && (
                    <p className="mt-1 break-words text-sm text-slate-800">{describeDetail(entry.detail)}</p>
                  )}
                </li>
              ))}
            </ol>
            {audit.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-4"
                onClick={() => void audit.fetchNextPage()}
                disabled={audit.isFetchingNextPage}
              >
                {audit.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
