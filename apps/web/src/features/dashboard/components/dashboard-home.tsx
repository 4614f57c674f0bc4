import { dashboardCopy } from '@exitcraft/shared/content/dashboard';
import { isMember } from '../../../lib/membership.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { PlanProgressCard } from '../../../shared/tracked-plan/plan-progress-card.tsx';
import { OnboardingPanel } from './onboarding-panel.tsx';
import { ProfileCard } from './profile-card.tsx';
import { UpgradeCard } from './upgrade-card.tsx';

/** /dashboard: the main body view of the member shell. */
export function DashboardHome() {
  usePageMeta('Dashboard', 'Your Exitcraft dashboard: profile, plan and onboarding.');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{dashboardCopy.welcome(user.full_name)}</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        {!isMember(user) && <UpgradeCard />}
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <OnboardingPanel />
        <PlanProgressCard />
      </div>
    </div>
  );
}
