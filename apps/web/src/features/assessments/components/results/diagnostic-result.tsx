import { instrumentDescriptors, scoresOf } from '@exitcraft/shared/instruments';
import type { AssessmentScores, DiagnosticScores } from '@exitcraft/shared/schemas/assessments';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../../lib/router.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { BarChart } from './bar-chart.tsx';
import { Delta } from './delta.tsx';
import { submittedFormat } from './history-list.tsx';
import { ResultView } from './result-view.tsx';

const scoreOf = (scores: AssessmentScores): DiagnosticScores | null => scoresOf('diagnostic', scores);
const itemNumbers = new Map(
  instrumentDescriptors.diagnostic.instrument.sections
    .flatMap((section) => section.items)
    .map((item, index) => [item.id, index + 1] as const),
);
const percent = (value: number) => `${value.toFixed(1)}%`;

/** /dashboard/results/diagnostic: the Questionnaire results, every answer and each section's % Yes. */
export function DiagnosticResult() {
  usePageMeta('Questionnaire Results', 'Your business assets checklist, question by question.');
  return (
    <ResultView
      kind="diagnostic"
      title="Questionnaire Results"
      startPath={href('diagnosticAssessment')}
      summary={(submission) => `${percent(scoreOf(submission.scores)?.overall.yes_pct ?? 0)} Yes`}
    >
      {(selected, previous) => {
        const scores = scoreOf(selected.scores);
        if (!scores) return <p role="alert">This result could not be read.</p>;
        const before = previous ? scoreOf(previous.scores) : null;
        return (
          <article className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Questionnaire Results</h1>
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
                <span aria-hidden="true">✓ </span>Assessment Completed
              </span>
            </div>
            <section aria-labelledby="diagnostic-summary-title" className="rounded-2xl border border-slate-200 p-5">
              <h2 id="diagnostic-summary-title" className="text-lg font-bold text-navy-900">
                Summary
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Submitted {submittedFormat.format(new Date(selected.submitted_at))}
              </p>
              <p className="mt-2 text-navy-900">
                Answered Yes:{' '}
                <strong>
                  {scores.overall.yes} of {scores.overall.total} ({percent(scores.overall.yes_pct)})
                </strong>
                <Delta
                  now={scores.overall.yes_pct}
                  before={before?.overall.yes_pct}
                  format={(d) => `${d.toFixed(1)} points`}
                />
              </p>
              <div className="mt-4">
                <BarChart
                  title="% Yes by section"
                  valueHeading="% Yes"
                  max={100}
                  format={percent}
                  bars={scores.sections.map((section) => ({ label: section.name, value: section.yes_pct }))}
                />
              </div>
            </section>
            {instrumentDescriptors.diagnostic.instrument.sections.map((section) => {
              const score = scores.sections.find((entry) => entry.id === section.id);
              const beforePct = before?.sections.find((entry) => entry.id === section.id)?.yes_pct;
              return (
                <section
                  key={section.id}
                  aria-labelledby={`diagnostic-result-${section.id}`}
                  className="rounded-2xl border border-slate-200 p-5"
                >
                  <h2 id={`diagnostic-result-${section.id}`} className="text-lg font-bold text-navy-900">
                    {section.name}
                  </h2>
                  {score && (
                    <p className="mt-1 text-sm text-slate-700">
                      Yes: <strong>{percent(score.yes_pct)}</strong> ({score.yes} of {score.total})
                      <Delta now={score.yes_pct} before={beforePct} format={(d) => `${d.toFixed(1)} points`} />
                    </p>
                  )}
                  <ol className="mt-3 divide-y divide-slate-100">
                    {section.items.map((item) => {
                      const answer = selected.answers[item.id];
                      return (
                        <li key={item.id} className="flex items-start justify-between gap-3 py-2">
                          <span className="text-sm text-slate-800">
                            <span className="mr-1 text-slate-500">{itemNumbers.get(item.id)}.</span>
                            {item.text}
                          </span>
                          <span
                            className={`shrink-0 rounded-full px-3 py-0.5 text-xs font-semibold ring-1 ${answer === 'Y' ? 'bg-emerald-100 text-emerald-900 ring-emerald-300' : answer === 'N' ? 'bg-red-100 text-red-900 ring-red-300' : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
                          >
                            {answer === 'Y' ? 'Yes' : answer === 'N' ? 'No' : 'Not answered'}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </section>
              );
            })}
            <Link to={href('diagnosticAssessment')} className={buttonClasses('ghost', 'md', 'border border-slate-300')}>
              Retake the checklist
            </Link>
          </article>
        );
      }}
    </ResultView>
  );
}
