import type { StaffPersonDetail } from '@exitcraft/shared/schemas/staff';
import { assessmentLabels, scoreSummary } from '../../score-summary.ts';
import { when } from './when.ts';

/** Each assessment the person submitted: how often, when last, and the latest scores. */
export function PersonAssessments({ submissions }: { submissions: StaffPersonDetail['submissions'] }) {
  return (
    <>
      <h2 className="mt-8 text-lg font-bold text-navy-900">Assessments</h2>
      {submissions.length === 0 ? (
        <p className="mt-2 text-slate-700">No assessment submitted yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {submissions.map((submission) => {
            const summary = scoreSummary(submission.kind, submission.latest_scores);
            return (
              <li key={submission.kind} className="rounded-2xl border border-slate-200 p-3 text-slate-800">
                <p>
                  <span className="font-semibold">{assessmentLabels[submission.kind] ?? submission.kind}</span>:{' '}
                  {submission.count} submission{submission.count === 1 ? '' : 's'}, latest {when(submission.latest_at)}
                </p>
                <p className="mt-1 font-semibold text-navy-900">
                  Latest score: {summary ? summary.headline : 'not readable'}
                </p>
                {summary && summary.sections.length > 0 && (
                  <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 text-sm">
                    {summary.sections.map((section) => (
                      <div key={section.name} className="contents">
                        <dt className="break-words text-slate-700">{section.name}</dt>
                        <dd className="text-right text-navy-900">{section.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
