import type { PrerenderedId } from '@exitcraft/shared/routes';
import { Route, Switch, WithOutlet } from '../lib/router.tsx';
import { page } from '../lib/lazy-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { firstLoadPages, firstLoadPatterns } from './pages.tsx';

/**
 * The routes of the first-load chunk: the prerendered public pages (the registry's `prerendered`),
 * which the build renders to HTML and the browser hydrates without waiting for another route table.
 */
export const firstLoadRoutes = (Object.keys(firstLoadPages) as PrerenderedId[]).map((id) => (
  <Route key={id} path={firstLoadPatterns[id]}>
    {firstLoadPages[id]}
  </Route>
));

// every other URL (the member area, the 404) is routed in its own chunk, which a public page never loads
export const MemberAreaRoutes = page(
  'app/member-area-routes.tsx',
  () => import('./member-area-routes.tsx'),
  (m) => m.MemberAreaRoutes,
);

/** The route table, derived from the registry: the public pages here, the rest in member-area-routes.tsx. */
export function AppRoutes() {
  return (
    <WithOutlet
      outlet={
        <Switch>
          {firstLoadRoutes}
          <Route>{MemberAreaRoutes}</Route>
        </Switch>
      }
    >
      <SiteLayout />
    </WithOutlet>
  );
}
