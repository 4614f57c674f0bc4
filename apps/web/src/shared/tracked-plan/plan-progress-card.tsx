import { planWeeks } from '@exitcraft/shared/content/exit-readiness';
import { href } from '@exitcraft/shared/routes';
import type { TrackedPlan } from '@exitcraft/shared/schemas/plan';
import { Link } from '../../lib/router.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { lazyDateFormat } from '../../lib/format.ts';
import { useTrackedPlan } from './api.ts';
import { PlanStateBadge } from './plan-action-controls.tsx';

/** The day the plan started, a stored date: written in UTC, so it is that day in every time zone. */
const startFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The dashboard's plan progress beside the onboarding (issue 31): done of total and this week's actions. */
export function PlanProgressCard() {
  const plan = useTrackedPlan();
  return (
    <section
      aria-labelledby="plan-progress-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="plan-progress-title" className="text-lg font-bold text-navy-900">
        Your 90-day plan
      </h2>
      {plan.isPending && (
        <div className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
          <span className="sr-only">Loading your plan</span>
        </div>
      )}
      {plan.isError && (
        <div className="mt-4">
          <LoadError message="We could not load your plan." onRetry={() => void plan.refetch()} />
        </div>
      )}
      {plan.data && <Body plan={plan.data} />}
    </section>
  );
}

function Body({ plan }: { plan: TrackedPlan }) {
  const { done, total } = plan.progress;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const thisWeek = plan.actions.filter((action) => plan.this_week.includes(action.id));
  return (
    <div className="mt-3 space-y-4">
      {plan.started_on === null ? (
        <p className="text-sm text-slate-700">
          Your plan starts with your first assessment. Until then it holds the steps every owner should take.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Week {plan.current_week} of {planWeeks}, started{' '}
          {startFormat.format(new Date(`${plan.started_on}T12:00:00Z`))}.
        </p>
      )}
      <div>
        <p className="text-2xl font-bold text-navy-900 tabular-nums">
          {done} of {total} <span className="text-base font-semibold text-slate-700">actions done</span>
        </p>
        <div
          className="mt-2 h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Plan actions done"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <div className="h-2 rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-navy-900">This week</h3>
        {thisWeek.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Nothing due this week.</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {thisWeek.map((action) => (
              <li key={action.id} className="flex items-start justify-between gap-2 text-sm">
                <span className="text-slate-900">{action.title}</span>
                <PlanStateBadge state={action.state} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={href('exitWealth')} className="inline-block text-sm font-semibold text-navy-700 underline">
        Open your plan
      </Link>
    </div>
  );
}
