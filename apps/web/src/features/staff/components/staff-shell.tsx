import { href } from '@exitcraft/shared/routes';
import { Suspense } from 'react';
import { enrolSecondFactorMessage } from '@exitcraft/shared/messages/second-factor';
import { Link, NavLink, Outlet } from '../../../lib/router.tsx';
import { useSecondFactorStatus } from '../../../shared/second-factor/api.ts';
import { RouteFallback } from '../../../components/ui/route-fallback.tsx';
import { StepUpProvider } from './step-up.tsx';

export const staffSections = [
  { path: href('staffOverview'), label: 'Overview', end: true },
  { path: href('staffPeople'), label: 'People' },
  { path: href('staffPayments'), label: 'Payments' },
  { path: href('staffCoupons'), label: 'Coupons' },
  { path: href('staffResearch'), label: 'Research' },
  { path: href('staffModeration'), label: 'Moderation' },
  { path: href('staffAudit'), label: 'Audit log' },
  { path: href('staffSiteSettings'), label: 'Site settings' },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-800 hover:text-white'
  }`;

/**
 * The back office's own frame (issue 18): its sidebar, the step-up dialog, one body. The app's
 * routes show it to staff only (anyone else gets the 404 page); the server checks every call again.
 */
export function StaffShell() {
  const factors = useSecondFactorStatus();
  return (
    <StepUpProvider>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 min-[900px]:grid min-[900px]:grid-cols-[13rem_1fr] min-[900px]:gap-6">
        <nav
          aria-label="Back office"
          className="mb-4 rounded-2xl bg-navy-900 p-3 min-[900px]:mb-0 min-[900px]:self-start"
        >
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-white">Staff</p>
          <ul className="flex gap-1 overflow-x-auto min-[900px]:flex-col">
            {staffSections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={'end' in section} className={linkClasses}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {factors.data?.staff_must_enrol && (
            <div role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <p className="font-semibold">You can look, but not change anything yet.</p>
              <p className="mt-1 text-sm">
                {enrolSecondFactorMessage}{' '}
                <Link to={href('security')} className="font-semibold underline underline-offset-2">
                  Add a passkey or app
                </Link>
              </p>
            </div>
          )}
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </StepUpProvider>
  );
}
