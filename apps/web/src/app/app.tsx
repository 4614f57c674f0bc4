import { BrowserRouter } from '../lib/router.tsx';
import { Toaster } from '../components/ui/toaster/toaster.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app inside a router: the browser's location, or, in the build's render
 * (src/entry-server.tsx), the page's URL (`ssrPath`). Both render the same tree, so the browser
 * hydrates exactly the markup the build wrote.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <>
      <BrowserRouter ssrPath={ssrPath}>
        {/* the last resort, should the site's own frame throw: the pages have theirs inside it */}
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
      <Toaster />
    </>
  );
}
