import { usePageMeta } from '../../../lib/page-meta.ts';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { FeatureMatrix } from '../components/feature-matrix.tsx';
import { FloatingRegister } from '../components/floating-register.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { PricingHero } from '../components/pricing-hero.tsx';
import { ServiceSelector } from '../components/service-selector.tsx';
import { WebinarTable } from '../components/webinar-table.tsx';

export function PricingPlanPage() {
  usePageMeta('Plans & Pricing', 'Exitcraft plans: free Guest access or the Founding Lifetime Membership.');
  return (
    <>
      <PricingHero />
      <ServiceSelector />
      <PlanCards />
      <FeatureMatrix />
      <WebinarTable />
      <FaqAccordion />
      <FloatingRegister />
    </>
  );
}
