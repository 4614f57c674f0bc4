import { planButtons } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { toast } from '../../../lib/toast.ts';
import { isMember } from '../../../lib/membership.ts';
import { useSession } from '../../../lib/session.ts';

export type Viewer = 'visitor' | 'guest' | 'member';

/** Who is looking at the plans: the button rules of public-site section 4 hang on this. */
export function viewerOf(status: string, user: UserData | null): Viewer {
  if (status !== 'authenticated' || !user) return 'visitor';
  return isMember(user) ? 'member' : 'guest';
}

/**
 * The Guest and Member button rules, exactly as public-site section 4 states them, as link targets:
 * the plan buttons are links, so a press works from the first frame of the prerendered page.
 */
export function usePlanActions() {
  const { status, user } = useSession();
  const viewer = viewerOf(status, user);
  const memberTarget =
    viewer === 'visitor'
      ? href('auth', undefined, { plan: 'member', view: 'register' })
      : viewer === 'member'
        ? href('dashboard')
        : href('payment');
  const guestTarget =
    viewer === 'visitor' ? href('auth', undefined, { plan: 'guest', view: 'register' }) : href('dashboard');
  const onMember = () => {
    if (viewer === 'guest') toast.info(planButtons.upgradeAlert);
  };
  return { viewer, role: user?.role ?? null, memberTarget, guestTarget, onMember };
}
