import { planButtons } from '@exitcraft/shared/content/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { usePlanActions } from '../hooks/use-plan-actions.ts';

/**
 * The panel buttons of public-site section 2: "Register for Free" only for a visitor (hidden for
 * the guest and paid_user roles); "$1797 USD", or "Current Plan" for a paid_user.
 */
export function PanelActions({ tier }: { tier: 'guest' | 'member' }) {
  const { viewer, chooseGuest, chooseMember } = usePlanActions();
  if (tier === 'guest') {
    if (viewer !== 'visitor') return null;
    return (
      <Button variant="secondary" className="w-full" onClick={chooseGuest}>
        {planButtons.registerFree}
      </Button>
    );
  }
  return (
    <Button variant="primary" className="w-full" onClick={chooseMember}>
      {viewer === 'member' ? planButtons.currentPlan : planButtons.memberPrice}
    </Button>
  );
}
