import { coiPageCopy as copy } from '@exitcraft/shared/content/research';
import { href } from '@exitcraft/shared/routes';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-page.tsx';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CoiHero } from '../components/coi-hero.tsx';

// The research list (its bundled copy, the browser, TanStack Query) is a chunk of its own, off the
// page's first load. Its first render shows the bundled list, the server's seed, as the prerendered
// page does; hydration keeps that markup until the chunk arrives, and the server's list follows.
const LiveResearchBrowser = lazyPart(
  'features/research/components/live-research-browser.tsx',
  () => import('../components/live-research-browser.tsx'),
  (module) => module.LiveResearchBrowser,
);

export function CoiPage() {
  usePageMeta(copy.title, copy.metaDescription);
  return (
    <>
      <CoiHero />
      <section aria-labelledby="research-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="research-title" className="text-3xl font-extrabold tracking-tight text-navy-900">
          {copy.researchHeading}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{copy.researchLead}</p>
        <Suspense fallback={<PageSpinner label="Loading the research…" />}>
          <LiveResearchBrowser />
        </Suspense>
      </section>
      <section aria-labelledby="coi-cta" className="bg-navy-50">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6">
          <h2 id="coi-cta" className="text-2xl font-bold text-navy-900">
            {copy.ctaHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{copy.ctaBody}</p>
          <Link to={href('pricingPlan')} className={buttonClasses('primary', 'lg', 'mt-6')}>
            {copy.ctaLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
