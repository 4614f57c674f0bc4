import { Route, Routes } from 'react-router';
import { assessmentResultRoutes, assessmentRoutes, toolRoutes } from '../features/assessments/routes.tsx';
import { communityRoutes } from '../features/community/routes.tsx';
import { businessDetailsResultRoutes, businessDetailsRoutes } from '../features/business-details/routes.tsx';
import { confidanteRoutes } from '../features/confidante/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { exitReadinessRoutes } from '../features/exit-readiness/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { lazyPage, page } from './lazy-page.tsx';

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
const Later = lazyPage(
  'app/later-page.tsx',
  () => import('./later-page.tsx'),
  (m) => m.LaterPage,
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
          <Route path="/otpverify/*" element={<Later title="Verify Your Email" />} />
          <Route path="/test" element={ComingSoonPage} />
          <Route element={MemberShell}>
            {dashboardRoutes}
            {businessDetailsResultRoutes}
            {assessmentResultRoutes}
            {communityRoutes}
            {confidanteRoutes}
            <Route path="/setting" element={<Later title="Settings" />} />
            <Route path="/profileView" element={<Later title="Profile Information" />} />
            <Route path="/usernameView" element={<Later title="Change Username" />} />
            <Route path="/emailView" element={<Later title="Company Email" />} />
            <Route path="/passwordView" element={<Later title="Change Password" />} />
            <Route path="/historyView" element={<Later title="Purchase History" />} />
            <Route path="/dashboard/*" element={NotFoundPage} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={NotFoundPage} />
    </Routes>
  );
}
