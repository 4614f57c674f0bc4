import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { toolOverviews } from '@exitcraft/shared/content/exit-readiness';
import { figureText, instrumentDescriptor } from '@exitcraft/shared/instruments';
import type { AssessmentScores, AssessmentStatus, SubmissionSummary } from '@exitcraft/shared/schemas/assessments';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useAssessmentStatus } from '../api.ts';
import { TrendChart } from './trend-chart.tsx';
import { lazyDateFormat } from '../../../lib/format.ts';

/* A tool page's part for a signed-in person (tool-page.tsx loads it lazily): their status, the way
 * in (Start, Resume or Retake), "View Result" and the history with its trend. */

const dayFormat = lazyDateFormat('en-US', { dateStyle: 'long' });
const day = (iso: string) => dayFormat.format(new Date(iso));
const momentFormat = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Headline {
  value: number;
  text: string;
  /** the chart's scale: 100 for a score or a share, the largest value for money */
  max?: number;
}

/** The figure a submission is summed up by, as its descriptor reads it from the scores. */
function headlineOf(kind: AssessmentKind, scores: AssessmentScores): Headline | null {
  const figure = instrumentDescriptor(kind).read(scores)?.headline;
  if (!figure) return null;
  return { value: figure.value, text: figureText(figure), max: 'max' in figure ? figure.max : undefined };
}

export function MemberStatus({ kind }: { kind: AssessmentKind }) {
  const status = useAssessmentStatus(kind);
  return (
    <QueryView
      query={status}
      loading={
        <div className="h-40 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
          <span className="sr-only">Loading your status</span>
        </div>
      }
      errorMessage={(error) => apiErrorMessage(error, 'We could not load your status.')}
    >
      {(data) => <StatusBody kind={kind} status={data} />}
    </QueryView>
  );
}

function StatusBody({ kind, status }: { kind: AssessmentKind; status: AssessmentStatus }) {
  const tool = toolOverviews[kind];
  const { draft, submissions: history } = status;
  const latest = history[0];
  const latestHeadline = latest ? headlineOf(kind, latest.scores) : null;
  const percent = draft ? Math.round((draft.answered / draft.total) * 100) : 0;
  const action = draft ? 'Resume' : latest ? 'Retake' : 'Start';
  return (
    <>
      <section aria-labelledby="status-title" className="rounded-2xl border border-slate-200 p-6">
        <h2 id="status-title" className="text-lg font-bold text-navy-900">
          Your status
        </h2>
        <ul className="mt-2 space-y-1 text-navy-900">
          {!draft && !latest && <li>Not started.</li>}
          {draft && (
            <li>
              Draft saved on {day(draft.saved_at)} at {percent}% answered.
            </li>
          )}
          {latest && (
            <li>
              Completed on {day(latest.submitted_at)}
              {latestHeadline && (
                <>
                  {' '}
                  with {tool.headline.toLowerCase()}: <strong>{latestHeadline.text}</strong>
                </>
              )}
              .
            </li>
          )}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={tool.takePath} className={buttonClasses('primary')}>
            {action}
          </Link>
          {latest && (
            <Link to={tool.resultPath} className={buttonClasses('secondary')}>
              View Result
            </Link>
          )}
        </div>
      </section>
      {history.length > 0 && <History kind={kind} history={history} />}
    </>
  );
}

function History({ kind, history }: { kind: AssessmentKind; history: readonly SubmissionSummary[] }) {
  const tool = toolOverviews[kind];
  const rows = history.flatMap((submission) => {
    const headline = headlineOf(kind, submission.scores);
    return headline ? [{ submission, headline }] : [];
  });
  const points = rows.map((row) => ({ at: row.submission.submitted_at, value: row.headline.value })).reverse();
  const format = (value: number) => rows.find((row) => row.headline.value === value)?.headline.text ?? String(value);
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="history-title" className="text-lg font-bold text-navy-900">
        Your submissions
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2 md:items-start">
        {points.length > 1 ? (
          <TrendChart points={points} format={format} max={rows[0]?.headline.max} label={tool.headline} />
        ) : (
          <p className="text-sm text-slate-600">The trend chart appears once you have submitted twice.</p>
        )}
        <table className="w-full text-sm">
          <caption className="sr-only">{tool.headline} of each submission, newest first</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 font-medium">
                Submitted
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {tool.headline}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ submission, headline }, index) => (
              <tr key={submission.id} className="border-b border-slate-100">
                <td className="py-2">
                  <Link
                    to={`${tool.resultPath}${index === 0 ? '' : `?submission=${encodeURIComponent(submission.id)}`}`}
                    className="text-navy-800 underline"
                  >
                    {momentFormat.format(new Date(submission.submitted_at))}
                  </Link>
                </td>
                <td className="py-2 text-right font-semibold tabular-nums">{headline.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
