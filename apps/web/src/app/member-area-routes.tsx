import { sidebarServices } from '@exitcraft/shared/content/dashboard';
import { Outlet, Route, Routes } from 'react-router';
import { assessmentResultRoutes, assessmentRoutes } from '../features/assessments/routes.tsx';
import { businessDetailsResultRoutes, businessDetailsRoutes } from '../features/business-details/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { staffRoutes } from '../features/staff/routes.tsx';
import { useSession } from '../lib/session.ts';
import { usePageMeta } from '../lib/page-meta.ts';
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

/** TanStack Query (about 8 KB gzip) is provided only to the routes that read with it. */
const QueryLayout = page(
  'app/layout/query-layout.tsx',
  () => import('./layout/query-layout.tsx'),
  (m) => m.QueryLayout,
);

/** A service of the member sidebar whose own issue has not landed yet, inside the member shell. */
function ComingNext({ title }: { title: string }) {
  usePageMeta(title, `${title} — Exitcraft member area.`);
  return (
    <section className="rounded-2xl border border-slate-200 p-8">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <p className="mt-2 text-slate-600">This service is coming next. Your onboarding on the dashboard is ready now.</p>
    </section>
  );
}

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
        <Route element={RequireAuth}>
          {paymentRoutes}
          {businessDetailsRoutes}
          <Route path="/confirmation-guest" element={ConfirmationGuestPage} />
          <Route path="/confirmation-member" element={ConfirmationMemberPage} />
          {assessmentRoutes}
          <Route path="/otpverify/*" element={<Later title="Verify Your Email" />} />
          <Route path="/test" element={ComingSoonPage} />
          <Route element={<StaffOnly />}>{staffRoutes}</Route>
          <Route element={MemberShell}>
            {dashboardRoutes}
            {businessDetailsResultRoutes}
            {assessmentResultRoutes}
            {sidebarServices.map((service) => (
              <Route key={service.path} path={`${service.path}/*`} element={<ComingNext title={service.label} />} />
            ))}
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
