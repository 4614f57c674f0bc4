import { Outlet, Route, Routes } from 'react-router';
import { assessmentResultRoutes, assessmentRoutes, toolRoutes } from '../features/assessments/routes.tsx';
import { communityRoutes } from '../features/community/routes.tsx';
import { businessDetailsResultRoutes, businessDetailsRoutes } from '../features/business-details/routes.tsx';
import { confidanteRoutes } from '../features/confidante/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { exitReadinessRoutes } from '../features/exit-readiness/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { otpVerifyRoutes, settingsRoutes } from '../features/settings/routes.tsx';
import { staffRoutes } from '../features/staff/routes.tsx';
import { useSession } from '../lib/session.ts';
import { page } from './lazy-page.tsx';

const ConfirmationGuestPage = page(
  'features/confirmation/pages/confirmation-guest-page.tsx',
  () => import('../features/confirmation/pages/confirmation-guest-page.tsx'),
  (m) => m.ConfirmationGuestPage,
);
const ConfirmationMemberPage = page(
  'features/confirmation/pages/confirmation-member-page.tsx',
  () => import('../features/confirmation/pages/confirmation-member-page.tsx'),
  (m) => m.ConfirmationMemberPage,
);

// what only member-area and unknown URLs show stays out of the public pages' first load
const ComingSoonPage = page(
  'app/coming-soon.tsx',
  () => import('./coming-soon.tsx'),
  (m) => m.ComingSoonPage,
);
const NotFoundPage = page(
  'app/not-found.tsx',
  () => import('./not-found.tsx'),
  (m) => m.NotFoundPage,
);
const RequireAuth = page(
  'app/require-auth.tsx',
  () => import('./require-auth.tsx'),
  (m) => m.RequireAuth,
);
const MemberShell = page(
  'app/layout/member-shell.tsx',
  () => import('./layout/member-shell.tsx'),
  (m) => m.MemberShell,
);

const ToolFrame = page(
  'app/layout/tool-frame.tsx',
  () => import('./layout/tool-frame.tsx'),
  (m) => m.ToolFrame,
);

/** TanStack Query (about 8 KB gzip) is provided only to the routes that read with it. */
const QueryLayout = page(
  'app/layout/query-layout.tsx',
  () => import('./layout/query-layout.tsx'),
  (m) => m.QueryLayout,
);

/** The back office: staff only; anyone else sees the product's 404 page, as the API answers them. */
function StaffOnly() {
  const { user } = useSession();
  return user?.is_staff ? <Outlet /> : NotFoundPage;
}

/**
 * Member-area section 2 and the 404, below router.tsx's catch-all route: the same paths as ever,
 * in a chunk of their own so that no public page loads them. Every member screen is a route inside
 * the member shell, so a body view has its own URL and Back works.
 */
export function MemberAreaRoutes() {
  return (
    <Routes>
      <Route element={QueryLayout}>
        <Route path="/article/*" element={ComingSoonPage} />
        {/* the four tool pages are public: an overview for visitors, status and results once signed in */}
        <Route element={ToolFrame}>
          {toolRoutes}
          {exitReadinessRoutes}
        </Route>
        <Route element={RequireAuth}>
          {paymentRoutes}
          {businessDetailsRoutes}
          <Route path="/confirmation-guest" element={ConfirmationGuestPage} />
          <Route path="/confirmation-member" element={ConfirmationMemberPage} />
          {assessmentRoutes}
          {otpVerifyRoutes}
          <Route path="/test" element={ComingSoonPage} />
          <Route element={<StaffOnly />}>{staffRoutes}</Route>
          <Route element={MemberShell}>
            {dashboardRoutes}
            {businessDetailsResultRoutes}
            {assessmentResultRoutes}
            {communityRoutes}
            {confidanteRoutes}
            {settingsRoutes}
            <Route path="/dashboard/*" element={NotFoundPage} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={NotFoundPage} />
    </Routes>
  );
}
