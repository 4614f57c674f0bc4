import { type CurrencyCode, currencyOf, formatCurrency } from '@exitcraft/shared/content/currencies';
import { instrumentDescriptors, scoresOf } from '@exitcraft/shared/instruments';
import type { AssessmentScores, RoiScores } from '@exitcraft/shared/schemas/assessments';
import { href } from '@exitcraft/shared/routes';
import { Fragment } from 'react';
import { Link } from '../../../../lib/router.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { InTurns } from '../../../../lib/in-turns.tsx';
import { BarChart } from './bar-chart.tsx';
import { Delta } from './delta.tsx';
import { submittedFormat } from './history-list.tsx';
import { ResultView } from './result-view.tsx';

const scoreOf = (scores: AssessmentScores): RoiScores | null => scoresOf('roi', scores);

/** /dashboard/results/roi: the ROI/COI result, every amount from the submission, in its currency. */
export function RoiResult() {
  usePageMeta('ROI/COI Result', 'What your unsolved issues cost a year.');
  return (
    <ResultView
      kind="roi"
      title="ROI/COI Result"
      startPath={href('roiAssessment')}
      summary={(submission) => {
        const scores = scoreOf(submission.scores);
        return scores ? `Grand total ${formatCurrency(scores.grand_total, scores.currency)}` : '';
      }}
    >
      {(selected, previous) => {
        const scores = scoreOf(selected.scores);
        if (!scores) return <p role="alert">This result could not be read.</p>;
        const before = previous ? scoreOf(previous.scores) : null;
        const currency: CurrencyCode = scores.currency;
        const money = (amount: number) => formatCurrency(amount, currency);
        // a change is only a difference when both are in the same currency
        const comparable = before && before.currency === currency ? before : null;
        const amountOf = (id: string) => {
          const value = selected.answers[id];
          return typeof value === 'number' ? value : 0;
        };
        return (
          <article className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">ROI/COI Result</h1>
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
                <span aria-hidden="true">✓ </span>Assessment Completed
              </span>
            </div>
            <p className="text-sm text-slate-600">
              Submitted {submittedFormat.format(new Date(selected.submitted_at))}, in {currency}.
            </p>
            <section aria-labelledby="roi-table-title" className="rounded-2xl border border-slate-200 p-3 sm:p-5">
              <h2 id="roi-table-title" className="text-lg font-bold text-navy-900">
                Pre-UP
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                What each unsolved issue costs the business a year, before it is taken up.
              </p>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full min-w-[16rem] border-collapse text-sm">
                  <thead>
                    <tr className="border-b-2 border-navy-900 text-left text-navy-900">
                      <th scope="col" className="py-2 pr-2">
                        ISSUES
                      </th>
                      <th scope="col" className="py-2 pr-2">
                        Topic
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {/* the spec's "$ VALUE", in the submission's currency */}
                        {currencyOf(currency).symbol} VALUE
                      </th>
                    </tr>
                  </thead>
                  {/* the grand total at once, the sections' rows one section per frame (decision 056) */}
                  <InTurns>
                    {instrumentDescriptors.roi.issueSections.map((section) => {
                      const sectionScore = scores.sections.find((entry) => entry.id === section.id);
                      const beforeTotal = comparable?.sections.find((entry) => entry.id === section.id)?.total;
                      return (
                        <tbody key={section.id}>
                          <tr className="bg-navy-50">
                            <th scope="colgroup" colSpan={3} className="px-2 py-2 text-left text-navy-900">
                              {section.name}
                            </th>
                          </tr>
                          {section.issues.map((issue) => {
                            const subtotal =
                              sectionScore?.issues.find((entry) => entry.id === issue.id)?.subtotal ??
                              issue.questions.reduce((sum, _q, index) => sum + amountOf(`${issue.id}_${index + 1}`), 0);
                            return (
                              <Fragment key={issue.id}>
                                {issue.questions.map((question, index) => (
                                  <tr key={question} className="border-b border-slate-100 align-top">
                                    {index === 0 && (
                                      <th
                                        scope="rowgroup"
                                        rowSpan={issue.questions.length}
                                        className="py-2 pr-2 text-left font-medium text-slate-700"
                                      >
                                        {issue.name}
                                      </th>
                                    )}
                                    <td className="py-2 pr-2 text-slate-800">{question}</td>
                                    <td className="py-2 text-right whitespace-nowrap tabular-nums">
                                      {money(amountOf(`${issue.id}_${index + 1}`))}
                                    </td>
                                  </tr>
                                ))}
                                <tr className="border-b border-slate-200 font-semibold">
                                  <td colSpan={2} className="py-2 pr-2 text-navy-900">
                                    Subtotal: {issue.name}
                                  </td>
                                  <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(subtotal)}</td>
                                </tr>
                              </Fragment>
                            );
                          })}
                          <tr className="border-b-2 border-slate-300 font-bold">
                            <td colSpan={2} className="py-2 pr-2 text-navy-900">
                              Total: {section.name}
                              <Delta
                                now={sectionScore?.total ?? 0}
                                before={beforeTotal}
                                format={(difference) => money(difference)}
                              />
                            </td>
                            <td className="py-2 text-right whitespace-nowrap tabular-nums">
                              {money(sectionScore?.total ?? 0)}
                            </td>
                          </tr>
                        </tbody>
                      );
                    })}
                  </InTurns>
                  <tfoot>
                    <tr className="bg-navy-900 font-bold text-white">
                      <th scope="row" colSpan={2} className="px-2 py-3 text-left">
                        GRAND TOTAL
                        {comparable && (
                          <span className="[&>span]:text-white">
                            <Delta now={scores.grand_total} before={comparable.grand_total} format={money} />
                          </span>
                        )}
                      </th>
                      <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">
                        {money(scores.grand_total)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>
            <section aria-labelledby="roi-chart-title" className="rounded-2xl border border-slate-200 p-5">
              <h2 id="roi-chart-title" className="sr-only">
                Chart
              </h2>
              <BarChart
                title={`Yearly cost by section (${currency})`}
                valueHeading="Cost"
                format={money}
                bars={scores.sections.map((section) => ({ label: section.name, value: section.total }))}
              />
            </section>
            <Link to={href('roiAssessment')} className={buttonClasses('ghost', 'md', 'border border-slate-300')}>
              Retake the calculator
            </Link>
          </article>
        );
      }}
    </ResultView>
  );
}
