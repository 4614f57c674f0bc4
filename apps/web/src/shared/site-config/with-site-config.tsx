import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { lazyPart, useLoadsOnStart } from '../../lib/lazy-page.tsx';

// The reader (the API client with it) is a chunk of its own, off the public pages' first load.
const SiteConfigReader = lazyPart(
  'shared/site-config/site-config-reader.tsx',
  () => import('./site-config-reader.tsx'),
  (module) => module.default,
);

const noChange = () => () => {};

/**
 * False at build time and while the page hydrates, true once it runs: what staff may change is
 * rendered only then, so a prerendered page never bakes it in and hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * Renders `children(config)` once GET /site-config/ has answered, and nothing before (nor at build
 * time, nor while the page hydrates: see useHydrated). While loading, or when the request fails,
 * nothing is shown: never a placeholder. Where every byte of the first load counts (the footer),
 * the rendering itself goes in a lazy chunk over `site-config-reader.tsx` instead.
 */
export function WithSiteConfig({ children }: { children: (config: SiteConfig) => ReactNode }) {
  useLoadsOnStart(SiteConfigReader);
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <SiteConfigReader>{children}</SiteConfigReader>
    </Suspense>
  );
}
