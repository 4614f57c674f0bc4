// The web app's router: wouter (about 2.5 KB gzip where React Router took 13.4 KB of every page's
// first load; decision 046), with the few pieces the app relies on that wouter leaves out, in the
// shapes the app already used. Every module routes through here, never through wouter directly, so
// the router can change in one file.
//
// - BrowserRouter holds the current history entry and hands a new one to React in a transition.
// - Route, Switch, useParams and useSearchParams are wouter's own; Link resolves a query-only `to`.
// - Outlet / WithOutlet: a layout renders <Outlet /> where the route inside it goes (the guards and
//   the frames of app/member-area-routes.tsx, the site layout).
// - NavLink: a Link that knows it is the current page (aria-current="page"; `end` for an exact match).
// - Navigate: wouter's Redirect (replace and state pass through).
// - useNavigate: navigate(path, { replace, state }), or navigate(-1) for Back.
// - useLocation: { pathname, search, state }, the current entry as a page reads it; `state` is the
//   history entry's (what navigate and Link's `state` stored).
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { parse } from 'regexparam';
import {
  matchRoute,
  type Path,
  Redirect,
  Router,
  Link as WouterLink,
  useLocation as useWouterLocation,
  useSearch,
} from 'wouter';
import { navigate as navigateBrowser } from 'wouter/use-browser-location';

export { Route, Switch, useParams, useSearchParams } from 'wouter';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The current history entry as the app renders it: path, query (without `?`) and state. */
export interface Entry {
  path: Path;
  search: string;
  state: unknown;
}

type NavigateTo = (to: Path, options?: NavigateOptions) => void;

// outside a router nothing is routed: no path matches ''
const EntryContext = createContext<Entry & { navigate: NavigateTo }>({
  path: '',
  search: '',
  state: null,
  navigate: () => {},
});

// wouter's location hooks, reading the entry the router above holds
const useEntryLocation = () => {
  const { path, navigate } = useContext(EntryContext);
  return [path, navigate] as [Path, NavigateTo];
};
const useEntrySearch = () => useContext(EntryContext).search;

/** An entry from a path with its query (`/auth?view=login`). */
export function entryAt(url: Path, state: unknown = null): Entry {
  const [path = '', search = ''] = url.split('?');
  return { path, search, state };
}

/** Routes the app at `entry`; `navigate` makes the next one (the browser's history, or a test's memory). */
export function EntryRouter({
  entry,
  navigate,
  children,
}: {
  entry: Entry;
  navigate: NavigateTo;
  children: ReactNode;
}) {
  return (
    <EntryContext value={{ ...entry, navigate }}>
      <Router hook={useEntryLocation} searchHook={useEntrySearch}>
        {children}
      </Router>
    </EntryContext>
  );
}

const browserEntry = (): Entry => ({ path: location.pathname, search: location.search.slice(1), state: history.state });

/**
 * The app's router in the browser, or at `ssrPath` in the build's render. A new history entry
 * reaches the page in a transition, as React Router's did: a press made while a prerendered page is
 * still hydrating then waits for the page's code instead of rendering the next page over this one's
 * HTML (wouter's own hook reads the location with useSyncExternalStore, which cannot wait).
 */
export function BrowserRouter({ ssrPath, children }: { ssrPath?: string | undefined; children: ReactNode }) {
  const [entry, setEntry] = useState<Entry>(() => (ssrPath === undefined ? browserEntry() : entryAt(ssrPath)));
  useEffect(() => {
    const update = () => startTransition(() => setEntry(browserEntry()));
    // wouter announces pushState and replaceState on window (use-browser-location.js patches history)
    const events = ['popstate', 'pushState', 'replaceState'];
    for (const event of events) window.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) window.removeEventListener(event, update);
    };
  }, []);
  return (
    <EntryRouter entry={entry} navigate={navigateBrowser}>
      {children}
    </EntryRouter>
  );
}

/** Whether a route pattern (`/staff/people/:id`, `/coi/*?`) matches a path, as <Route> would match it. */
export function matchesPath(pattern: string, pathname: Path): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout shows the route inside it. */
export function Outlet() {
  return useContext(OutletContext);
}

/** Renders a layout (`children`) whose <Outlet /> shows `outlet`. */
export function WithOutlet({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext value={outlet}>{children}</OutletContext>;
}

/** A function that goes to a path (or back, with -1), as a click on a link would. */
export function useNavigate() {
  const [pathname, navigate] = useWouterLocation();
  // a new function when the path changes (a query-only `to` is resolved against it), as React
  // Router's was
  return useCallback(
    (to: Path | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(resolveTo(to, pathname), options);
    },
    [pathname, navigate],
  );
}

// wouter announces each pushState on window (use-browser-location.js patches history for it)
let navigatedInApp = false;
if (typeof window !== 'undefined') window.addEventListener('pushState', () => (navigatedInApp = true));

/**
 * Whether this page was reached by a navigation inside the app, so Back stays in it; false on the
 * page the visit began on (a link opened in a new tab has nowhere in the app to go back to).
 */
export function hasInAppHistory() {
  return navigatedInApp;
}

export interface CurrentLocation {
  pathname: string;
  /** The query string with its `?`, or '' when there is none. */
  search: string;
  /** The state the navigation to this entry carried, or null. */
  state: unknown;
}

/** The current entry: its path, its query and the state it was navigated to with. */
export function useLocation(): CurrentLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const { state } = useContext(EntryContext);
  return { pathname, search: search ? `?${search}` : '', state: state ?? null };
}

/** Goes to `to` as soon as it renders (a redirect), replacing the current entry when `replace`. */
export function Navigate({ to, replace, state }: { to: Path } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path, or only a query (`?submission=b1`, `?` for none) for the current path. */
  to: Path;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** The path a link's `to` goes to: a query alone (`?view=login`) stays on the current path. */
export function resolveTo(to: Path, pathname: Path): Path {
  if (!to.startsWith('?')) return to;
  return to === '?' ? pathname : `${pathname}${to}`;
}

/** An <a> that navigates inside the app (a modified click still opens a new tab, as any link). */
export function Link({ to, ...props }: LinkProps) {
  const [pathname] = useWouterLocation();
  return <WouterLink {...props} to={resolveTo(to, pathname)} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Only the path itself is this link's page, not the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
};

/** Whether `pathname` is the page `to` names (or below it, unless `end`). */
export function isActivePath(pathname: string, to: Path, end = false) {
  const current = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const target = to
    .split(/[?#]/, 1)[0]!
    .toLowerCase()
    .replace(/(.)\/$/, '$1');
  // the paths below a page start with its path and a slash (the root's path is that slash already)
  // eslint-disable-next-line route-paths/use-href -- a separator, not a route's path
  const below = target.endsWith('/') ? target : `${target}/`;
  return current === target || (!end && current.startsWith(below));
}

/** A link that marks itself as the current page (aria-current) and passes `isActive` to its class. */
export function NavLink({ to, end = false, className, children, ...props }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  const isActive = isActivePath(pathname, to, end);
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {children}
    </Link>
  );
}
