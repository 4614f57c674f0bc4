import type { SubmissionSummary } from '@exitcraft/shared/schemas/assessments';
import { Link } from '../../../../lib/router.tsx';
import { lazyDateFormat } from '../../../../lib/format.ts';

export const submittedFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Every submission of the kind, newest first; the one shown is marked. */
export function HistoryList({
  submissions,
  selectedId,
  summary,
}: {
  submissions: readonly SubmissionSummary[];
  selectedId: string;
  summary: (submission: SubmissionSummary) => string;
}) {
  if (submissions.length < 2) return null;
  return (
    <nav aria-labelledby="history-title" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="history-title" className="text-lg font-bold text-navy-900">
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {submissions.map((submission, index) => {
          const current = submission.id === selectedId;
          return (
            <li key={submission.id}>
              <Link
                to={index === 0 ? '?' : `?submission=${encodeURIComponent(submission.id)}`}
                aria-current={current ? 'page' : undefined}
                className={`flex flex-wrap justify-between gap-2 rounded-lg px-3 py-2 ${current ? 'bg-navy-900 text-white' : 'text-navy-800 underline hover:bg-navy-50'}`}
              >
                <span>
                  {submittedFormat.format(new Date(submission.submitted_at))}
                  {index === 0 && ' (latest)'}
                </span>
                <span className="font-semibold">{summary(submission)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
