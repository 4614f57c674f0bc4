import { type PlanCard as PlanCardCopy, planButtons, planCards } from '@exitcraft/shared/content/pricing';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePlanActions } from '../hooks/use-plan-actions.ts';

function PlanCard({ copy, featured, children }: { copy: PlanCardCopy; featured: boolean; children: ReactNode }) {
  return (
    <article
      aria-labelledby={`plan-card-${featured ? 'member' : 'guest'}`}
      className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${
        featured ? 'border-gold-400 ring-2 ring-gold-400' : 'border-slate-200'
      }`}
    >
      <h3 id={`plan-card-${featured ? 'member' : 'guest'}`} className="text-xl font-bold text-navy-900">
        {copy.name}
      </h3>
      <p className="mt-4">
        <span className="text-4xl font-bold text-navy-900">{copy.price}</span>{' '}
        <span className="text-slate-600">{copy.cadence}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-slate-700">
        {copy.points.map((point) => (
          <li key={point} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-400" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8">{children}</div>
    </article>
  );
}

/** The Guest and Member cards; their buttons follow the same rules as the panel buttons. */
export function PlanCards() {
  const { viewer, memberTarget, guestTarget, onMember } = usePlanActions();
  const memberLabel =
    viewer === 'member' ? planButtons.currentPlan : viewer === 'guest' ? planCards.upgradeCta : planCards.memberCta;
  return (
    <section aria-labelledby="plan-cards-title" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="plan-cards-title" className="text-center text-3xl font-bold text-navy-900">
          {planCards.title}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PlanCard copy={planCards.guest} featured={false}>
            <Link to={guestTarget} className={buttonClasses('secondary', 'md', 'w-full')}>
              {viewer === 'visitor' ? planCards.guestCta : planCards.dashboardCta}
            </Link>
          </PlanCard>
          <PlanCard copy={planCards.member} featured>
            <Link to={memberTarget} onClick={onMember} className={buttonClasses('primary', 'md', 'w-full')}>
              {memberLabel}
            </Link>
          </PlanCard>
        </div>
      </div>
    </section>
  );
}
