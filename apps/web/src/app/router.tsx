import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { BeingBuilt } from '../components/ui/being-built.tsx';
import { sidebarServices } from '@exitcraft/shared/content/dashboard';
import { assessmentResultRoutes, assessmentRoutes } from '../features/assessments/routes.tsx';
import { businessDetailsResultRoutes, businessDetailsRoutes } from '../features/business-details/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { ComingSoonPage } from './coming-soon.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RequireAuth } from './require-auth.tsx';

/** Lazy page: its code loads when the route is first visited (SiteLayout holds the Suspense). */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

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

/** A member-area screen whose issue has not landed yet: the frame is real, the body says so. */
function Later({ title }: { title: string }) {
  usePageMeta(title, `${title} — Exitcraft member area.`);
  return <BeingBuilt title={title} />;
}

const HomePage = page(
  () => import('../features/home/pages/home-page.tsx'),
  (m) => m.HomePage,
);
const AuthPage = page(
  () => import('../features/auth/pages/auth-page.tsx'),
  (m) => m.AuthPage,
);
const PricingPlanPage = page(
  () => import('../features/pricing/pages/pricing-plan-page.tsx'),
  (m) => m.PricingPlanPage,
);
const CoiPage = page(
  () => import('../features/research/pages/coi-page.tsx'),
  (m) => m.CoiPage,
);
const ProofPage = page(
  () => import('../features/proof/pages/proof-page.tsx'),
  (m) => m.ProofPage,
);
const AboutPage = page(
  () => import('../features/about/pages/about-page.tsx'),
  (m) => m.AboutPage,
);
const TermsPage = page(
  () => import('../features/legal/pages/terms-page.tsx'),
  (m) => m.TermsPage,
);
const PrivacyPage = page(
  () => import('../features/legal/pages/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const ConfirmationGuestPage = page(
  () => import('../features/confirmation/pages/confirmation-guest-page.tsx'),
  (m) => m.ConfirmationGuestPage,
);
const ConfirmationMemberPage = page(
  () => import('../features/confirmation/pages/confirmation-member-page.tsx'),
  (m) => m.ConfirmationMemberPage,
);
const MemberShell = page(
  () => import('./layout/member-shell.tsx'),
  (m) => m.MemberShell,
);

const QueryLayout = page(
  () => import('./layout/query-layout.tsx'),
  (m) => m.QueryLayout,
);

/** The one route table: public-site section 2 and member-area section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={HomePage} />
        <Route element={QueryLayout}>
          <Route path="/auth" element={AuthPage} />
          <Route path="/pricing-plan" element={PricingPlanPage} />
          <Route path="/coi/*" element={CoiPage} />
          <Route path="/proof/*" element={ProofPage} />
          <Route path="/about-us/*" element={AboutPage} />
          <Route path="/terms" element={TermsPage} />
          <Route path="/privacy" element={PrivacyPage} />
          <Route path="/article/*" element={<ComingSoonPage />} />
          <Route element={<RequireAuth />}>
            {paymentRoutes}
            {businessDetailsRoutes}
            <Route path="/confirmation-guest" element={ConfirmationGuestPage} />
            <Route path="/confirmation-member" element={ConfirmationMemberPage} />
            {assessmentRoutes}
            <Route path="/otpverify/*" element={<Later title="Verify Your Email" />} />
            <Route path="/test" element={<ComingSoonPage />} />
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
              <Route path="/dashboard/*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
