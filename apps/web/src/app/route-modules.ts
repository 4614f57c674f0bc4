import { type RouteId, routeIds, routes } from '@exitcraft/shared/routes';
import { sourceOf } from '../lib/lazy-page.tsx';
import { firstReadsSource, readsFirst } from './first-reads.ts';
import { AccountMenu } from './layout/navbar.tsx';
import { layersOf, memberAreaTable } from './member-area-routes.tsx';
import { firstLoadPages } from './pages.tsx';
import { MemberAreaRoutes } from './router.tsx';

/**
 * The lazy modules (source paths under src/) a route's page loads before it shows, outermost first:
 * for a member-area route the member area's route table, the query layout, the guards, the frame and
 * the page, the module that starts its first reads (first-reads.ts) when it has any, and for a page
 * only a signed-in person opens the navigation bar's account menu; for a
 * prerendered route its page. The build turns them into chunks the server preloads
 * with the HTML shell of that route (scripts/prerender.mjs, apps/server/src/plugins/spa.ts), so the
 * browser fetches them side by side instead of one lazy level after another.
 */
export function routeModules(id: RouteId): string[] {
  if (id in firstLoadPages) return [sourceOf(firstLoadPages[id as keyof typeof firstLoadPages])].filter(isSource);
  const entry = memberAreaTable.find((each) => each.id === id);
  if (!entry) throw new Error(`route ${id} has no page in the member area's table`);
  const layers = [MemberAreaRoutes, ...layersOf(entry.frame), entry.page].map(sourceOf).filter(isSource);
  if (readsFirst(id)) layers.push(firstReadsSource);
  return routes[id].access === 'public' ? layers : [...layers, AccountMenu.source];
}

/** Every route's modules, by id. */
export function allRouteModules(): Record<RouteId, string[]> {
  return Object.fromEntries(routeIds.map((id) => [id, routeModules(id)])) as Record<RouteId, string[]>;
}

const isSource = (source: string | undefined): source is string => source !== undefined;
