import { homeOffer } from '@exitcraft/shared/content/home';
import { memberPlan } from '@exitcraft/shared/content/plans';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { guestRegisterPath, pricingPath } from './cta-links.ts';

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-6 flex-1 space-y-3">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-gold-500">
            <path d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6L16.6 5z" />
          </svg>
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

export function OfferSection() {
  const { guest, member } = homeOffer;
  return (
    <section aria-labelledby="offer-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <h2 id="offer-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
        {homeOffer.heading}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <article aria-labelledby="offer-guest" className="flex flex-col rounded-xl border border-slate-200 p-6 sm:p-8">
          <h3 id="offer-guest" className="text-xl font-bold text-navy-900">
            {guest.name}
          </h3>
          <p className="mt-2 text-4xl font-extrabold text-navy-900">{guest.price}</p>
          <Points points={guest.points} />
          <Link to={guestRegisterPath} className={buttonClasses('secondary', 'md', 'mt-8')}>
            {guest.cta}
          </Link>
        </article>
        <article
          aria-labelledby="offer-member"
          className="flex flex-col rounded-xl border-2 border-gold-400 bg-gold-100/40 p-6 sm:p-8"
        >
          <h3 id="offer-member" className="text-xl font-bold text-navy-900">
            {member.name}
          </h3>
          <p className="mt-2 text-4xl font-extrabold text-navy-900">
            {formatMoney(memberPlan.priceUsd)}{' '}
            <span className="text-base font-medium text-slate-600">{member.note}</span>
          </p>
          <Points points={member.points} />
          <p className="mt-6 rounded-lg bg-white p-4 text-sm text-slate-700">{member.promise}</p>
          <Link to={pricingPath} className={buttonClasses('primary', 'md', 'mt-6')}>
            {member.cta}
          </Link>
        </article>
      </div>
    </section>
  );
}
