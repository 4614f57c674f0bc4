import { planButtons } from '@exitcraft/shared/content/pricing';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { isMember } from '../../../lib/membership.ts';
import { useSession } from '../../../lib/session.ts';

export type Viewer = 'visitor' | 'guest' | 'member';

/** Who is looking at the plans: the button rules of public-site section 4 hang on this. */
export function viewerOf(status: string, user: UserData | null): Viewer {
  if (status !== 'authenticated' || !user) return 'visitor';
  return isMember(user) ? 'member' : 'guest';
}

/** The Guest and Member button rules, exactly as public-site section 4 states them. */
export function usePlanActions() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const viewer = viewerOf(status, user);

  const chooseMember = () => {
    if (viewer === 'visitor') return navigate('/auth?plan=member&view=register');
    if (viewer === 'member') return navigate('/dashboard');
    toast.info(planButtons.upgradeAlert);
    return navigate('/payment');
  };

  const chooseGuest = () => {
    if (viewer === 'visitor') return navigate('/auth?plan=guest&view=register');
    return navigate('/dashboard');
  };

  return { viewer, role: user?.role ?? null, chooseMember, chooseGuest };
}
