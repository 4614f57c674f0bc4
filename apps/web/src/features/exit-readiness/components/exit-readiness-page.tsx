import { BenchmarkSummary } from '../../../shared/benchmarks/benchmark-summary.tsx';
import { formatCurrency } from '@exitcraft/shared/content/currencies';
import {
  exitReadinessPage,
  planWeeks,
  scoreFormula,
  type ScorePartId,
  toolOverviews,
} from '@exitcraft/shared/content/exit-readiness';
import { href } from '@exitcraft/shared/routes';
import type { AtStake, ExitReadinessReport, ExitScore, PlanAction } from '@exitcraft/shared/schemas/exit-readiness';
import { Link } from '../../../lib/router.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { InTurns } from '../../../lib/in-turns.tsx';
import { JoinPrompt } from '../../../components/ui/join-prompt.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { PlanActionControls } from '../../../shared/tracked-plan/plan-action-controls.tsx';
import { useDownloadReport, useExitReadiness } from '../api.ts';
import { PlanGapNote } from './plan-gap-note.tsx';
import { ValueSection } from './value-section.tsx';
import { lazyDateFormat } from '../../../lib/format.ts';

/*
 * /exitwealth (issue 15): the Exit Readiness Score with its parts and formula, the money at stake
 * from the ROI/COI answers, the ranked 90-day plan and the PDF report (members; a guest sees what
 * it holds and "Upgrade Plan"). Public: a visitor sees the overview and the way in.
 */

const dayFormat = lazyDateFormat('en-US', { dateStyle: 'long' });

/** Where each missing part is completed. */
const partPaths: Record<ScorePartId, string> = {
  brand: toolOverviews.brand.path,
  checklist: toolOverviews.diagnostic.path,
  health: href('businessDetails'),
};

export function ExitReadinessPage() {
  const { status } = useSession();
  usePageMeta(exitReadinessPage.title, exitReadinessPage.overview);
  return (
    <div className="max-w-4xl space-y-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Exit readiness tools</p>
        <h1 className="mt-1 text-3xl font-bold text-navy-900">{exitReadinessPage.title}</h1>
        <p className="mt-2 text-slate-700">{exitReadinessPage.overview}</p>
      </header>
      {status === 'authenticated' ? (
        <Report />
      ) : status === 'loading' ? (
        <p className="text-slate-600" aria-busy="true">
          Checking your session…
        </p>
      ) : (
        <>
          <Formula />
          <JoinPrompt
            title="See your Exit Readiness Score free"
            text="Register to take the assessments and get your score, the money at stake and your 90-day plan."
          />
        </>
      )}
    </div>
  );
}

function Report() {
  const report = useExitReadiness();
  return (
    <QueryView
      query={report}
      loading={
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
          <span className="sr-only">Loading your exit readiness</span>
        </div>
      }
      errorMessage={(error) => apiErrorMessage(error, 'We could not load your exit readiness.')}
    >
      {(data) => <ReportBody data={data} />}
    </QueryView>
  );
}

function ReportBody({ data }: { data: ExitReadinessReport }) {
  return (
    // the score first, then each section in a frame of its own (decision 056)
    <InTurns>
      <div className="grid gap-6 md:grid-cols-2">
        <ScoreCard score={data.score} />
        <AtStakeCard stake={data.at_stake} />
      </div>
      <Parts score={data.score} />
      <ValueSection />
      <BenchmarkSummary />
      <Plan plan={data.plan} />
      <PdfReport report={data} />
      <Formula />
    </InTurns>
  );
}

function ScoreCard({ score }: { score: ExitScore }) {
  const missing = score.parts.filter((part) => part.score === null).map((part) => part.name.toLowerCase());
  return (
    <section aria-labelledby="score-title" className="rounded-2xl bg-navy-900 p-6 text-white">
      <h2 id="score-title" className="text-lg font-bold">
        Exit Readiness Score
      </h2>
      {score.value === null ? (
        <p className="mt-3 text-2xl font-bold">Not available yet</p>
      ) : (
        <p className="mt-2">
          <span className="text-5xl font-bold tabular-nums">{score.value}</span>
          <span className="text-xl text-navy-100"> / 100</span>
        </p>
      )}
      <p className="mt-2 text-navy-100">
        {score.completeness}% complete
        {missing.length > 0 ? `: ${missing.join(', ')} missing.` : ': every part taken.'}
      </p>
      <div
        className="mt-3 h-2 rounded-full bg-navy-700"
        role="progressbar"
        aria-label="Completeness of the score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score.completeness}
      >
        <div className="h-2 rounded-full bg-gold-400" style={{ width: `${score.completeness}%` }} />
      </div>
    </section>
  );
}

function AtStakeCard({ stake }: { stake: AtStake | null }) {
  return (
    <section aria-labelledby="stake-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="stake-title" className="text-lg font-bold text-navy-900">
        At stake
      </h2>
      {stake ? (
        <>
          <p className="mt-2 text-3xl font-bold text-navy-900 tabular-nums">
            {formatCurrency(stake.grand_total, stake.currency)}
          </p>
          <p className="text-sm text-slate-600">
            a year if nothing changes (ROI/COI, {dayFormat.format(new Date(stake.submitted_at))})
          </p>
          {stake.top_issues.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-navy-900">Largest issues</h3>
              <ol className="mt-1 space-y-1 text-sm">
                {stake.top_issues.map((issue) => (
                  <li key={issue.id} className="flex justify-between gap-3">
                    <span>{issue.name}</span>
                    <span className="font-semibold whitespace-nowrap tabular-nums">
                      {formatCurrency(issue.subtotal, stake.currency)}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Missing: you have not submitted the ROI/COI calculator yet.</p>
          <Link to={toolOverviews.roi.path} className={buttonClasses('secondary', 'sm', 'mt-3')}>
            Go to the ROI/COI calculator
          </Link>
        </>
      )}
    </section>
  );
}

function Parts({ score }: { score: ExitScore }) {
  return (
    <section aria-labelledby="parts-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="parts-title" className="text-lg font-bold text-navy-900">
        The parts of your score
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {score.parts.map((part) => (
          <li key={part.id} className="rounded-xl bg-slate-50 p-4">
            <p className="text-sm text-slate-600">
              {part.name} · {part.weight}%
            </p>
            {part.score === null ? (
              <>
                <p className="mt-1 text-xl font-bold text-slate-700">Missing</p>
                <Link
                  to={partPaths[part.id]}
                  aria-label={`Complete it: ${part.name}`}
                  className="text-sm text-navy-800 underline"
                >
                  Complete it
                </Link>
              </>
            ) : (
              <p className="mt-1 text-xl font-bold text-navy-900 tabular-nums">{part.score.toFixed(1)} / 100</p>
            )}
          </li>
        ))}
      </ul>
      {score.health_factors.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-navy-900">Business health</h3>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {score.health_factors.map((factor) => (
              <div key={factor.id} className="flex justify-between gap-3">
                <dt className="text-slate-600">{factor.name}</dt>
                <dd className="font-semibold text-navy-900 tabular-nums">{factor.score.toFixed(1)} / 100</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

function Plan({ plan }: { plan: readonly PlanAction[] }) {
  return (
    <section aria-labelledby="plan-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="plan-title" className="text-lg font-bold text-navy-900">
        Your 90-day plan
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ranked by impact: the costliest issues first, then the weakest brand sections, the checklist gaps and the
        missing plans.
      </p>
      <ol className="mt-4 space-y-4">
        {plan.map((action) => (
          <li key={action.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
            >
              {action.rank}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-navy-900">{action.title}</h3>
              <p className="text-sm text-slate-600">
                Target: week {action.target_week} of {planWeeks}
              </p>
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-semibold">Why: </span>
                {action.why}
              </p>
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-semibold">First step: </span>
                {action.first_step}
              </p>
              <PlanGapNote action={action} plan={plan} />
              <PlanActionControls actionId={action.id} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function PdfReport({ report }: { report: ExitReadinessReport }) {
  const download = useDownloadReport();
  return (
    <section aria-labelledby="pdf-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="pdf-title" className="text-lg font-bold text-navy-900">
        {exitReadinessPage.reportTitle} (PDF)
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {exitReadinessPage.reportHolds.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {report.pdf_available ? (
        <>
          <Button className="mt-4" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Preparing the PDF…' : 'Download PDF report'}
          </Button>
          {download.error && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {apiErrorMessage(download.error, 'We could not prepare the PDF. Please try again.')}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{exitReadinessPage.upgrade}</p>
          <Link to={href('pricingPlan')} className={buttonClasses('primary', 'md', 'mt-3')}>
            Upgrade Plan
          </Link>
        </>
      )}
    </section>
  );
}

function Formula() {
  return (
    <section aria-labelledby="formula-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="formula-title" className="text-lg font-bold text-navy-900">
        How the score is worked out
      </h2>
      <div className="mt-2 space-y-2 text-sm text-slate-700">
        {scoreFormula.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
    </section>
  );
}
