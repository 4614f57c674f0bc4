import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PlanCards } from '../components/plan-cards.tsx';
import { PricingHero } from '../components/pricing-hero.tsx';

// The service panels and everything below the plan cards: their code (and their text) loads after
// the page's own. A prerendered page shows their markup meanwhile (their buttons are links, which
// work before any script) and hydrates them as they arrive; after a navigation they appear a moment later.
const ServiceSelector = lazy(async () => ({
  default: (await import('../components/service-selector.tsx')).ServiceSelector,
}));
const FloatingRegister = lazy(async () => ({
  default: (await import('../components/floating-register.tsx')).FloatingRegister,
}));
const FeatureMatrix = lazy(async () => ({ default: (await import('../components/feature-matrix.tsx')).FeatureMatrix }));
const WebinarTable = lazy(async () => ({ default: (await import('../components/webinar-table.tsx')).WebinarTable }));
const FaqAccordion = lazy(async () => ({ default: (await import('../components/faq-accordion.tsx')).FaqAccordion }));

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
