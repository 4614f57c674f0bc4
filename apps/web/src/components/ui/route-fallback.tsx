import { PageSpinner } from './spinner.tsx';

/**
 * What <main> shows while a page's code loads after a navigation in the app. A prerendered page
 * never shows it: hydration keeps the server's markup until the page's code has arrived.
 */
export function RouteFallback() {
  return <PageSpinner />;
}
