import { Route, Routes } from 'react-router';
import { lazyPage, page } from './lazy-page.tsx';

const PaymentPage = page(
  'features/payment/pages/payment-page.tsx',
  () => import('../features/payment/pages/payment-page.tsx'),
  (m) => m.PaymentPage,
);
const PaymentSuccessPage = page(
  'features/payment/pages/payment-success-page.tsx',
  () => import('../features/payment/pages/payment-success-page.tsx'),
  (m) => m.PaymentSuccessPage,
);
const PaymentCancelledPage = page(
  'features/payment/pages/payment-cancelled-page.tsx',
  () => import('../features/payment/pages/payment-cancelled-page.tsx'),
  (m) => m.PaymentCancelledPage,
);
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
const DashboardPage = page(
  'features/dashboard/pages/dashboard-page.tsx',
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
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

/** TanStack Query (about 8 KB gzip) is provided only to the routes that read with it. */
const QueryLayout = page(
  'app/layout/query-layout.tsx',
  () => import('./layout/query-layout.tsx'),
  (m) => m.QueryLayout,
);

const sidebarTargets = [
  '/brand-diagnostic-details',
  '/roicalculation',
  '/exitwealth',
  '/brandassets',
  '/groupchat',
  '/aiagent',
];


/**
 * Member-area section 2 and the 404, below router.tsx's catch-all route: the same paths as ever,
 * in a chunk of their own so that no public page loads them.
 */
export function MemberAreaRoutes() {
  return (
    <Routes>
      <Route element={QueryLayout}>
        <Route path="/businessdetails/*" element={<Later title="Business Details" />} />
        {sidebarTargets.map((path) => (
          <Route key={path} path={`${path}/*`} element={ComingSoonPage} />
        ))}
        <Route path="/article/*" element={ComingSoonPage} />
        <Route element={RequireAuth}>
          <Route path="/payment" element={PaymentPage} />
          <Route path="/payment-success" element={PaymentSuccessPage} />
          <Route path="/payment-cancelled" element={PaymentCancelledPage} />
          <Route path="/confirmation-guest" element={ConfirmationGuestPage} />
          <Route path="/confirmation-member" element={ConfirmationMemberPage} />
          <Route path="/dashboard/*" element={DashboardPage} />
          <Route path="/brandassignment" element={<Later title="Brand Diagnostic Assessment" />} />
          <Route path="/roiassignment" element={<Later title="ROI/COI Calculator" />} />
          <Route path="/brand-diagnostic" element={<Later title="Business Assets Checklist" />} />
          <Route path="/otpverify/*" element={<Later title="Verify Your Email" />} />
          <Route path="/setting" element={<Later title="Settings" />} />
          <Route path="/profileView" element={<Later title="Profile Information" />} />
          <Route path="/usernameView" element={<Later title="Change Username" />} />
          <Route path="/emailView" element={<Later title="Company Email" />} />
          <Route path="/passwordView" element={<Later title="Change Password" />} />
          <Route path="/historyView" element={<Later title="Purchase History" />} />
          <Route path="/test" element={ComingSoonPage} />
        </Route>
      </Route>
      <Route path="*" element={NotFoundPage} />
    </Routes>
  );
}
