import { Route, Routes } from 'react-router';
import { page } from './lazy-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';

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
// every other URL (the member area, the 404) is routed in its own chunk, which a public page never loads
const MemberAreaRoutes = page(
  'app/member-area-routes.tsx',
  () => import('./member-area-routes.tsx'),
  (m) => m.MemberAreaRoutes,
);

/** The route table: the public pages here, the rest in member-area-routes.tsx (public-site and member-area section 2). */
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
        <Route path="*" element={MemberAreaRoutes} />
      </Route>
    </Routes>
  );
}
