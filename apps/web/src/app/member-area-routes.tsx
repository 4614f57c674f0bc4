import {
  type PrerenderedId,
  type RouteAccess,
  type RouteId,
  type RouteShell,
  href,
  route,
  routeIds,
  routePattern,
  routes,
} from '@exitcraft/shared/routes';
import { type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import { matchesPath, Navigate, Outlet, Route, useLocation, useSearchParams, WithOutlet } from '../lib/router.tsx';
import { isMember } from '../lib/membership.ts';
import { useSession } from '../lib/session.ts';
import { page } from '../lib/lazy-page.tsx';
import { startFirstReads } from './first-reads.ts';
import { memberAreaPages } from './member-area-pages.tsx';

// what only member-area and unknown URLs show stays out of the public pages' first load
const NotFoundPage = page(
  'app/not-found.tsx',
  () => import('./not-found.tsx'),
  (m) => m.NotFoundPage,
);
const RequireAuth = page(
  'app/require-auth.tsx',
  () => import('./require-auth.tsx'),
  (m) => m.RequireAuth,
);
const MemberShell = page(
  'app/layout/member-shell.tsx',
  () => import('./layout/member-shell.tsx'),
  (m) => m.MemberShell,
);
const ToolFrame = page(
  'app/layout/tool-frame.tsx',
  () => import('./layout/tool-frame.tsx'),
  (m) => m.ToolFrame,
);

/** The back office's frame, with its step-up dialog (the form library, zod): only staff routes load it. */
const StaffShell = page(
  'features/staff/components/staff-shell.tsx',
  () => import('../features/staff/components/staff-shell.tsx'),
  (m) => m.StaffShell,
);

/** TanStack Query (about 8 KB gzip) is provided only to the routes that read with it. */
const QueryLayout = page(
  'app/layout/query-layout.tsx',
  () => import('./layout/query-layout.tsx'),
  (m) => m.QueryLayout,
);

/** The back office: staff only; anyone else sees the product's 404 page, as the API answers them. */
function StaffOnly() {
  const { user } = useSession();
  return user?.is_staff ? <Outlet /> : NotFoundPage;
}

/** A members-only page (no route is one yet): a signed-in person without the membership sees the plans. */
function MembersOnly() {
  const { user } = useSession();
  return isMember(user) ? <Outlet /> : <Navigate to={href('pricingPlan')} replace />;
}

/** The guards a route's access passes through, outermost first (RequireAuth sends a visitor to sign in). */
export const guards: Record<RouteAccess, ReactElement[]> = {
  public: [],
  signedIn: [RequireAuth],
  member: [RequireAuth, <MembersOnly />],
  staff: [RequireAuth, <StaffOnly />],
};

/** The frame a route's shell shows its page in, inside the site layout (router.tsx); none for `public`. */
export const shells: Record<RouteShell, ReactElement | null> = {
  public: null,
  member: MemberShell,
  tool: ToolFrame,
  staff: StaffShell,
};

export interface Frame {
  access: RouteAccess;
  shell: RouteShell;
  ids: Exclude<RouteId, PrerenderedId>[];
}

/** Every route the first-load chunk (router.tsx) leaves to this one, grouped by access and shell. */
export const memberAreaFrames: Frame[] = [];
for (const id of routeIds) {
  const { access, shell, prerendered } = route(id);
  if (prerendered === true) continue;
  const memberAreaId = id as Exclude<RouteId, PrerenderedId>;
  const frame = memberAreaFrames.find((each) => each.access === access && each.shell === shell);
  if (frame) frame.ids.push(memberAreaId);
  else memberAreaFrames.push({ access, shell, ids: [memberAreaId] });
}

/** A route of the member area: its id (or the dashboard's 404), its router pattern, its page and its frame. */
export interface MemberAreaRoute {
  id: Exclude<RouteId, PrerenderedId> | 'dashboard-404';
  pattern: string;
  page: ReactElement;
  frame: Frame;
}

/**
 * Every member-area route in the registry's order, the first that matches a URL being its route (no
 * two registry paths match one URL), and last the dashboard's 404: a deeper dashboard URL is no
 * page, and shows the 404 framed and guarded like the dashboard itself.
 */
export const memberAreaTable: MemberAreaRoute[] = memberAreaFrames.flatMap((frame) => [
  ...frame.ids.map((id) => ({ id, pattern: routePattern(id), page: memberAreaPages[id], frame })),
  ...(frame.ids.includes('dashboard')
    ? [{ id: 'dashboard-404' as const, pattern: `${routes.dashboard.path}/*`, page: NotFoundPage, frame }]
    : []),
]);
memberAreaTable.push(
  ...memberAreaTable.splice(
    memberAreaTable.findIndex((each) => each.id === 'dashboard-404'),
    1,
  ),
);

export { startFirstReads };

/** The member-area route a path shows, or undefined (the 404). */
export function memberAreaRouteOf(pathname: string): MemberAreaRoute | undefined {
  return memberAreaTable.find((each) => matchesPath(each.pattern, pathname));
}

/** The layouts a route's page shows inside, outermost first: the query layout, its guards, its frame. */
export function layersOf({ access, shell }: Frame): ReactElement[] {
  return [QueryLayout, ...guards[access], ...(shells[shell] ? [shells[shell]] : [])];
}

/**
 * Member-area section 2 and the 404, below router.tsx's catch-all route, in a chunk of their own so
 * that no public page loads them. Every member screen is a route inside the member shell, so a
 * body view has its own URL and Back works. The layers are the same elements at the same places
 * from one page to the next, so a frame (and the query cache) stays mounted while the page changes.
 */
export function MemberAreaRoutes() {
  const { pathname } = useLocation();
  const search = useSearchParams()[0].toString();
  const match = memberAreaRouteOf(pathname);
  // on a move inside the app, before the guards and the page's code have let it ask (app/first-reads.ts)
  useLayoutEffect(() => startFirstReads(pathname, search), [pathname, search]);
  if (!match) return NotFoundPage;
  return layersOf(match.frame).reduceRight<ReactNode>(
    (inner, layer) => <WithOutlet outlet={inner}>{layer}</WithOutlet>,
    <Route key={match.id} path={match.pattern}>
      {match.page}
    </Route>,
  );
}
