import { Suspense } from 'react';
import { Outlet } from '../../lib/router.tsx';
import { RouteFallback } from '../../components/ui/route-fallback.tsx';
import { PageErrorBoundary } from '../error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {/* at least a screen tall, so the footer starts below the fold: a page whose parts arrive one
          after another (its code, the session, its data) grows without pushing a visible footer
          down, which the browser counts as a layout shift (CLS) on every member page */}
      <main id="main" className="min-h-lvh flex-1">
        {/* the boundary inside the Suspense: a navigation pressed while a prerendered page is still
            hydrating (its chunk on its way) must not reach the dehydrated boundary through the
            boundary's reset on a new URL, or React hydrates the next page against this one's HTML */}
        <Suspense fallback={<RouteFallback />}>
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
