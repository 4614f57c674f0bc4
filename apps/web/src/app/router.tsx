import { type ComponentType, lazy, use } from 'react';
import { Route, Routes } from 'react-router';
import { RenderedModules } from './rendered-modules.ts';
import { SiteLayout } from './layout/site-layout.tsx';

/**
 * Lazy page: its code loads when the route is first visited (SiteLayout holds the Suspense).
 * `source` is the module's path under src/, checked against the import by router.test.ts; the
 * build's render records it so the prerendered page preloads that chunk (app/rendered-modules.ts).
 */
function lazyPage<Module, Props extends object>(
  source: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  function Tracked(props: Props) {
    use(RenderedModules)?.add(source);
    return <Page {...props} />;
  }
  return Tracked;
}

function page<Module>(source: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazyPage(source, load, pick);
  return <Page />;
}

const HomePage = page(
  'features/home/pages/home-page.tsx',
  () => import('../features/home/pages/home-page.tsx'),
  (m) => m.HomePage,
);
const AuthPage = page(
  'features/auth/pages/auth-page.tsx',
  () => import('../features/auth/pages/auth-page.tsx'),
  (m) => m.AuthPage,
);
const PricingPlanPage = page(
  'features/pricing/pages/pricing-plan-page.tsx',
  () => import('../features/pricing/pages/pricing-plan-page.tsx'),
  (m) => m.PricingPlanPage,
);
const CoiPage = page(
  'features/research/pages/coi-page.tsx',
  () => import('../features/research/pages/coi-page.tsx'),
  (m) => m.CoiPage,
);
const ProofPage = page(
  'features/proof/pages/proof-page.tsx',
  () => import('../features/proof/pages/proof-page.tsx'),
  (m) => m.ProofPage,
);
const AboutPage = page(
  'features/about/pages/about-page.tsx',
  () => import('../features/about/pages/about-page.tsx'),
  (m) => m.AboutPage,
);
const TermsPage = page(
  'features/legal/pages/terms-page.tsx',
  () => import('../features/legal/pages/terms-page.tsx'),
  (m) => m.TermsPage,
);
const PrivacyPage = page(
  'features/legal/pages/privacy-page.tsx',
  () => import('../features/legal/pages/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
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

/** The one route table: public-site section 2 and member-area section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={HomePage} />
        <Route path="/auth" element={AuthPage} />
        <Route path="/pricing-plan" element={PricingPlanPage} />
        <Route path="/coi/*" element={CoiPage} />
        <Route path="/proof/*" element={ProofPage} />
        <Route path="/about-us/*" element={AboutPage} />
        <Route path="/terms" element={TermsPage} />
        <Route path="/privacy" element={PrivacyPage} />
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
      </Route>
    </Routes>
  );
}
