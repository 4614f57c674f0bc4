import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster/toaster.tsx';
import { initSession } from '../lib/session.ts';
import { PageErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app inside a router: BrowserRouter in the browser; the build's render
 * (src/entry-server.tsx) passes a StaticRouter at the page's URL. Both render the same tree, so
 * the browser hydrates exactly the markup the build wrote.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  useEffect(() => {
    void initSession();
  }, []);
  return (
    <>
      <Router>
        {/* the last resort, should the site's own frame throw: the pages have theirs inside it */}
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </Router>
      <Toaster />
    </>
  );
}
