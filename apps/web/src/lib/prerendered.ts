/**
 * The markup scripts/prerender.mjs baked into this page's <main>, read once before React replaces
 * the document's #root. While the page's lazy code loads, the route fallback shows this same markup
 * instead of a spinner, so the first React commit looks exactly like the prerendered page: no
 * flash, no layout shift. Markup captured without a query string is not used for a URL that has
 * one (/auth?view=login is not the register form it was captured as).
 *
 * Until the real page is on screen the prerendered markup cannot act (its buttons have no handlers,
 * and what is typed into it would be replaced), so the boot script marks #root inert and
 * markLive() lifts that once the page's own components have mounted.
 */
interface Snapshot {
  path: string;
  html: string;
}

function readSnapshot(): Snapshot | null {
  if (typeof document === 'undefined' || window.location.search) return null;
  const main = document.querySelector('#root[data-prerendered] #main');
  return main ? { path: window.location.pathname, html: main.innerHTML } : null;
}

// read at module load, which happens before main.tsx calls createRoot
const snapshot = readSnapshot();

/** The prerendered <main> content for this path, or null once React has anything else to show. */
export function prerenderedMain(pathname: string): string | null {
  return snapshot && snapshot.path === pathname ? snapshot.html : null;
}

/** The page's own components are on screen: the document may take input again. */
export function markLive() {
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('data-prerendered');
}
