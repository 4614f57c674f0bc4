import { planButtons } from '@exitcraft/shared/content/pricing';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePlanActions } from '../hooks/use-plan-actions.ts';

/**
 * The panel buttons of public-site section 2: "Register for Free" only for a visitor (hidden for
 * the guest and paid_user roles); "$1797 USD", or "Current Plan" for a paid_user.
 */
export function PanelActions({ tier }: { tier: 'guest' | 'member' }) {
  const { viewer, memberTarget, guestTarget, onMember } = usePlanActions();
  if (tier === 'guest') {
    if (viewer !== 'visitor') return null;
    return (
      <Link to={guestTarget} className={buttonClasses('secondary', 'md', 'w-full')}>
        {planButtons.registerFree}
      </Link>
    );
  }
  return (
    <Link to={memberTarget} onClick={onMember} className={buttonClasses('primary', 'md', 'w-full')}>
      {viewer === 'member' ? planButtons.currentPlan : planButtons.memberPrice}
    </Link>
  );
}
