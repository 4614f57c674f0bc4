import type { StaffJobsResponse } from '@exitcraft/shared/schemas/staff';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { QueryView, type ViewedQuery } from '../../../shared/query-view/query-view.tsx';
import { useRetryJob } from '../api/jobs.ts';
import { lazyDateFormat } from '../../../lib/format.ts';

const when = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The overview's job queue (issue 31): each kind waiting, active, failed, and the failed jobs with
 * Retry. The overview reads it (useJobs) beside its own figures, so it is asked for at once.
 */
export function JobsPanel({ jobs }: { jobs: ViewedQuery<StaffJobsResponse> }) {
  return (
    <section aria-labelledby="jobs-title" className="below-fold mt-8">
      <h2 id="jobs-title" className="text-lg font-bold text-navy-900">
        Job queue
      </h2>
      <QueryView
        query={jobs}
        loading={<Spinner label="Loading the job queue…" />}
        errorTitle="The job queue could not be loaded"
        errorMessage={(error) => apiErrorMessage(error)}
      >
        {(jobs) => <Jobs jobs={jobs} />}
      </QueryView>
    </section>
  );
}

function Jobs({ jobs }: { jobs: StaffJobsResponse }) {
  const retry = useRetryJob();
  return (
    <>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Kind
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Waiting
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Active
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Failed
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Done
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {jobs.queues.map((queue) => (
              <tr key={queue.kind}>
                <th scope="row" className="py-2 pr-4 font-mono font-normal">
                  {queue.kind}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{queue.waiting}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{queue.active}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{queue.failed}</td>
                <td className="py-2 text-right tabular-nums">{queue.completed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {jobs.failed.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No failed jobs.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {jobs.failed.map((job) => (
            <li
              key={job.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm"
            >
              <span className="min-w-0">
                <span className="font-mono">{job.kind}</span> failed {when.format(new Date(job.failed_at))}
                {job.error && <span className="block text-slate-700">{job.error}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={retry.isPending}
                onClick={() => retry.mutate({ kind: job.kind, id: job.id })}
              >
                Retry
                <span className="sr-only">
                  {' '}
                  the {job.kind} job of {when.format(new Date(job.failed_at))}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
