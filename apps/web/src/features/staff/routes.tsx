import { lazy } from 'react';
import { Route } from 'react-router';
import { StaffShell } from './components/staff-shell.tsx';

const PeoplePage = lazy(() => import('./components/people-page.tsx').then((m) => ({ default: m.PeoplePage })));
const AuditPage = lazy(() => import('./components/audit-page.tsx').then((m) => ({ default: m.AuditPage })));
const CouponsPage = lazy(() => import('./components/coupons-page.tsx').then((m) => ({ default: m.CouponsPage })));
const OverviewPage = lazy(() => import('./components/overview-page.tsx').then((m) => ({ default: m.OverviewPage })));
const PaymentsPage = lazy(() => import('./components/payments-page.tsx').then((m) => ({ default: m.PaymentsPage })));
const ResearchPage = lazy(() => import('./components/research-page.tsx').then((m) => ({ default: m.ResearchPage })));
const ModerationPage = lazy(() =>
  import('./components/moderation-page.tsx').then((m) => ({ default: m.ModerationPage })),
);
const PersonPage = lazy(() => import('./components/person-page.tsx').then((m) => ({ default: m.PersonPage })));

/**
 * The back office's screens, inside StaffShell (app/member-area-routes.tsx places them behind
 * sign-in and is_staff).
 */
export const staffRoutes = (
  <Route element={<StaffShell />}>
    <Route path="/staff" element={<OverviewPage />} />
    <Route path="/staff/people" element={<PeoplePage />} />
    <Route path="/staff/people/:id" element={<PersonPage />} />
    <Route path="/staff/payments" element={<PaymentsPage />} />
    <Route path="/staff/coupons" element={<CouponsPage />} />
    <Route path="/staff/research" element={<ResearchPage />} />
    <Route path="/staff/moderation" element={<ModerationPage />} />
    <Route path="/staff/audit" element={<AuditPage />} />
  </Route>
);
