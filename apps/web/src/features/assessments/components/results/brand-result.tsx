import { type BrandAnswer, brandScale } from '@exitcraft/shared/content/assessments/brand';
import { instrumentDescriptors, scoresOf } from '@exitcraft/shared/instruments';
import type { AssessmentScores, BrandScores } from '@exitcraft/shared/schemas/assessments';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../../lib/router.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { useSession } from '../../../../lib/session.ts';
import { InTurns } from '../../../../lib/in-turns.tsx';
import { BarChart } from './bar-chart.tsx';
import { Delta } from './delta.tsx';
import { submittedFormat } from './history-list.tsx';
import { InfoRow, ResultView } from './result-view.tsx';

/** Member-area section 4, "Result colouring": a colour per answer, and always its words too. */
const badgeClasses: Record<BrandAnswer, string> = {
  strongly_agree: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  agree: 'bg-blue-100 text-blue-900 ring-blue-300',
  dont_know: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  disagree: 'bg-orange-100 text-orange-900 ring-orange-300',
  strongly_disagree: 'bg-red-100 text-red-900 ring-red-300',
};

const itemCount = instrumentDescriptors.brand.instrument.sections.reduce(
  (sum, section) => sum + section.items.length,
  0,
);
const points = (value: number) => `${value.toFixed(1)}`;
const scoreOf = (scores: AssessmentScores): BrandScores | null => scoresOf('brand', scores);

/** /dashboard/results/brand: Brand Diagnostic Results. */
export function BrandResult() {
  usePageMeta('Brand Diagnostic Results', 'Your brand assessment, statement by statement.');
  const { user } = useSession();
  return (
    <ResultView
      kind="brand"
      title="Brand Diagnostic Results"
      startPath={href('brandAssessment')}
      summary={(submission) => `Overall ${points(scoreOf(submission.scores)?.overall ?? 0)} / 100`}
    >
      {(selected, previous) => {
        const scores = scoreOf(selected.scores);
        if (!scores) return <p role="alert">This result could not be read.</p>;
        const before = previous ? scoreOf(previous.scores) : null;
        return (
          <article className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Brand Diagnostic Results</h1>
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
                <span aria-hidden="true">✓ </span>Assessment Completed
              </span>
            </div>
            {/* the person and the scores, then each section: one per frame (decision 056) */}
            <InTurns>
              <section aria-labelledby="brand-user-title" className="rounded-2xl border border-slate-200 p-5">
                <h2 id="brand-user-title" className="text-lg font-bold text-navy-900">
                  User Information
                </h2>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                  <InfoRow label="Name" value={user?.full_name || 'Detail Not Provided'} />
                  <InfoRow label="Alias" value={user?.username || 'Detail Not Provided'} />
                  <InfoRow label="Email ID" value={user?.email || 'Detail Not Provided'} />
                  <InfoRow label="Submitted Date" value={submittedFormat.format(new Date(selected.submitted_at))} />
                </dl>
              </section>
              <section aria-labelledby="brand-scores-title" className="rounded-2xl border border-slate-200 p-5">
                <h2 id="brand-scores-title" className="text-lg font-bold text-navy-900">
                  Scores
                </h2>
                <p className="mt-2 text-navy-900">
                  Overall score: <strong>{points(scores.overall)} / 100</strong>
                  <Delta now={scores.overall} before={before?.overall} format={(d) => `${points(d)} points`} />
                </p>
                <p className="text-sm text-slate-600">
                  Answered &ldquo;Don&apos;t Know&rdquo;: {scores.dont_know} of {itemCount}
                </p>
                <div className="mt-4">
                  <BarChart
                    title="Score by section (out of 100)"
                    valueHeading="Score"
                    max={100}
                    format={points}
                    bars={scores.sections.map((section) => ({ label: section.name, value: section.score }))}
                  />
                </div>
              </section>
              {instrumentDescriptors.brand.instrument.sections.map((section, sectionIndex) => {
                const score = scores.sections.find((entry) => entry.id === section.id);
                const beforeScore = before?.sections.find((entry) => entry.id === section.id)?.score;
                return (
                  <section
                    key={section.id}
                    aria-labelledby={`brand-result-${section.id}`}
                    className="rounded-2xl border border-slate-200 p-5"
                  >
                    <h2 id={`brand-result-${section.id}`} className="text-lg font-bold text-navy-900">
                      Section {sectionIndex + 1}: {section.name}
                    </h2>
                    {score && (
                      <p className="mt-1 text-sm text-slate-700">
                        Section score: <strong>{points(score.score)} / 100</strong>
                        <Delta now={score.score} before={beforeScore} format={(d) => `${points(d)} points`} />
                      </p>
                    )}
                    <ol className="mt-3 divide-y divide-slate-100">
                      {section.items.map((item) => {
                        const step = brandScale.find((entry) => entry.value === selected.answers[item.id]);
                        return (
                          <li
                            key={item.id}
                            className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
                          >
                            <span className="text-sm text-slate-800">{item.text}</span>
                            <span
                              className={`shrink-0 self-start rounded-full px-3 py-0.5 text-xs font-semibold ring-1 ${step ? badgeClasses[step.answer] : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
                            >
                              {step?.label ?? 'Not answered'}
                            </span>
                          </li>
                        );
                      })}
                    </ol>
                  </section>
                );
              })}
              <Link to={href('brandAssessment')} className={buttonClasses('ghost', 'md', 'border border-slate-300')}>
                Retake the assessment
              </Link>
            </InTurns>
          </article>
        );
      }}
    </ResultView>
  );
}
