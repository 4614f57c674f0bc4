import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import type { SubmissionDetail, SubmissionSummary } from '@exitcraft/shared/schemas/assessments';
import { lazy, type ReactNode, Suspense } from 'react';
import { InTurns } from '../../../../lib/in-turns.tsx';
import { HistoryList } from './history-list.tsx';
import { HowYouCompare } from './how-you-compare.tsx';
import { NotTaken, ResultError, ResultSkeleton } from './result-states.tsx';
import { useResult } from './use-result.ts';

// visx is only needed once a result has been retaken: its own chunk, loaded then
const HeadlineTrend = lazy(() => import('./headline-trend.tsx').then((m) => ({ default: m.HeadlineTrend })));

/** The four states of a result view (member-area section 2), and the history under the result. */
export function ResultView({
  kind,
  title,
  startPath,
  summary,
  children,
}: {
  kind: AssessmentKind;
  title: string;
  startPath: string;
  /** one line per submission in the history */
  summary: (submission: SubmissionSummary) => string;
  children: (selected: SubmissionDetail, previous: SubmissionSummary | undefined) => ReactNode;
}) {
  const result = useResult(kind);
  if (result.state === 'loading') return <ResultSkeleton label={`Loading your ${title}`} />;
  if (result.state === 'error') return <ResultError message={result.errorMessage} onRetry={result.retry} />;
  if (result.state === 'empty' || !result.selected) return <NotTaken title={title} startPath={startPath} />;
  return (
    <div className="space-y-6">
      {/* the result, then what sits under it, each in a turn of its own (decision 056) */}
      <InTurns>
        {children(result.selected, result.previous)}
        <HowYouCompare kind={kind} />
        {result.submissions.length > 1 && (
          <Suspense fallback={<TrendPlaceholder />}>
            <HeadlineTrend kind={kind} submissions={result.submissions} title={trendTitle} />
          </Suspense>
        )}
        <HistoryList submissions={result.submissions} selectedId={result.selected.id} summary={summary} />
      </InTurns>
    </div>
  );
}

const trendTitle = 'Your headline over your retakes';

/** The trend's frame while its chunk loads, so the history under it does not jump when it arrives. */
function TrendPlaceholder() {
  return (
    <section aria-busy="true" className="rounded-2xl border border-slate-200 p-5">
      <h2 className="text-lg font-bold text-navy-900">{trendTitle}</h2>
      <div className="mt-3 aspect-[560/200] w-full max-w-xl" />
    </section>
  );
}

export function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-navy-900">{value}</dd>
    </div>
  );
}
