import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** What Confidante does, for a guest, and the way to membership. */
export function GuestPanel() {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8" aria-labelledby="confidante-guest">
      <h1 className="text-2xl font-bold text-navy-900">{confidanteCopy.heading}</h1>
      <p className="mt-2 text-slate-700">{confidanteCopy.lead}</p>
      <h2 id="confidante-guest" className="mt-6 text-lg font-semibold text-navy-900">
        {confidanteCopy.guestHeadline}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {confidanteCopy.guestPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to={href('pricingPlan')} className={buttonClasses('primary', 'md', 'mt-6')}>
        {confidanteCopy.upgrade}
      </Link>
    </section>
  );
}
