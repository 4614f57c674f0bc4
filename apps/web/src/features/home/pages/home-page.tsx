import { site } from '@exitcraft/shared/content/site';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ClosingSection } from '../components/closing-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { OfferSection } from '../components/offer-section.tsx';
import { ProblemSection } from '../components/problem-section.tsx';
import { ServicesSection } from '../components/services-section.tsx';
import { WebinarSection } from '../components/webinar-section.tsx';

export function HomePage() {
  usePageMeta(
    '',
    `${site.brand} helps founders of $2M–$30M businesses grow the transferable value of their company and exit richer. Join free or become a lifetime member.`,
  );
  return (
    <>
      <HeroSection />
      <ProblemSection />
      <ServicesSection />
      <OfferSection />
      <WebinarSection />
      <ClosingSection />
    </>
  );
}
