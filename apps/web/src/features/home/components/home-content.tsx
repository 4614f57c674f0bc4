import { ClosingSection } from './closing-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { OfferSection } from './offer-section.tsx';
import { ProblemSection } from './problem-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { WebinarSection } from './webinar-section.tsx';

/** The landing page: text and links only, so every call to action works before any script runs. */
export function HomeContent() {
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
