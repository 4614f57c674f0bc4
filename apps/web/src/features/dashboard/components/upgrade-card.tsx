import { dashboardCopy } from '@exitcraft/shared/content/dashboard';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Shown to guests only (member-area section 2). */
export function UpgradeCard() {
  return (
    <section aria-labelledby="upgrade-title" className="rounded-2xl bg-navy-900 p-5 text-white shadow-sm">
      <h2 id="upgrade-title" className="text-lg font-bold">
        {dashboardCopy.upgradeTitle}
      </h2>
      <p className="mt-1 text-navy-100">{dashboardCopy.upgradeText}</p>
      <Link to={href('pricingPlan')} className={buttonClasses('primary', 'md', 'mt-4')}>
        {dashboardCopy.upgradeButton}
      </Link>
    </section>
  );
}
