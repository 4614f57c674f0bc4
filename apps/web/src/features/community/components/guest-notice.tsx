import { communityCopy } from '@exitcraft/shared/content/community';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** In place of the composer for a guest: they read live, members post. */
export function GuestNotice() {
  return (
    <section aria-labelledby="community-guest-title" className="border-t border-slate-200 bg-navy-50 p-4">
      <h2 id="community-guest-title" className="font-bold text-navy-900">
        {communityCopy.guestTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{communityCopy.guestText}</p>
      <Link to={href('pricingPlan')} className={buttonClasses('primary', 'sm', 'mt-3')}>
        {communityCopy.upgradeButton}
      </Link>
    </section>
  );
}
