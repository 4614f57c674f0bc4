import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** A member cannot buy twice: the checkout says so and points home. */
export function AlreadyMember() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{checkoutCopy.alreadyMemberTitle}</h1>
      <p className="mt-4 text-slate-600">{checkoutCopy.alreadyMemberLead}</p>
      <Link to={href('dashboard')} className={buttonClasses('secondary', 'md', 'mt-8')}>
        {checkoutCopy.goToDashboard}
      </Link>
    </section>
  );
}
