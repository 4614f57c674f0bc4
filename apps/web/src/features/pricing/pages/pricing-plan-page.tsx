import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-page.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PlanCards } from '../components/plan-cards.tsx';
import { PricingHero } from '../components/pricing-hero.tsx';

// The service panels and everything below the plan cards: their code (and their text) loads after
// the page's own. A prerendered page shows their markup meanwhile (their buttons are links, which
// work before any script) and hydrates them as they arrive; after a navigation they appear a moment later.
const ServiceSelector = lazyPart(
  'features/pricing/components/service-selector.tsx',
  () => import('../components/service-selector.tsx'),
  (m) => m.ServiceSelector,
);
const FloatingRegister = lazyPart(
  'features/pricing/components/floating-register.tsx',
  () => import('../components/floating-register.tsx'),
  (m) => m.FloatingRegister,
);
const FeatureMatrix = lazyPart(
  'features/pricing/components/feature-matrix.tsx',
  () => import('../components/feature-matrix.tsx'),
  (m) => m.FeatureMatrix,
);
const WebinarTable = lazyPart(
  'features/pricing/components/webinar-table.tsx',
  () => import('../components/webinar-table.tsx'),
  (m) => m.WebinarTable,
);
const FaqAccordion = lazyPart(
  'features/pricing/components/faq-accordion.tsx',
  () => import('../components/faq-accordion.tsx'),
  (m) => m.FaqAccordion,
);

export function PricingPlanPage() {
  usePageMeta('Plans & Pricing', 'Exitcraft plans: free Guest access or the Founding Lifetime Membership.');
  return (
    <>
      <PricingHero />
      <Suspense fallback={<PageSpinner label="Loading the services…" />}>
        <ServiceSelector />
      </Suspense>
      <PlanCards />
      <Suspense fallback={null}>
        <FeatureMatrix />
        <WebinarTable />
        <FaqAccordion />
        <FloatingRegister />
      </Suspense>
    </>
  );
}
