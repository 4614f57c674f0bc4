import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { markLive, prerenderedMain } from '../../lib/prerendered.ts';
import { PageSpinner } from './spinner.tsx';

/** What <main> shows while a page's code loads: the prerendered page when there is one, else a spinner. */
export function RouteFallback() {
  const { pathname } = useLocation();
  const html = prerenderedMain(pathname);
  // the fallback goes away when the page itself has mounted: from then on the page takes input
  useEffect(() => markLive, []);
  // the markup is our own build output for this very path, captured by scripts/prerender.mjs
  return html === null ? <PageSpinner /> : <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
