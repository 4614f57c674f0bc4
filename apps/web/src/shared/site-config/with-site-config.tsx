import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

// The query (TanStack Query with it) is a chunk of its own, off the public pages' first load.
const SiteConfigQuery = lazy(() => import('./site-config-query.tsx'));

const noChange = () => () => {};

/**
 * Renders `children(config)` once GET /site-config/ has answered, and nothing before. Nothing is
 * rendered at build time or while the page hydrates either: a prerendered page never bakes in what
 * staff may change (the operator's address, phone, ...), and hydration finds the same empty markup.
 * While loading, or when the request fails, nothing is shown: never a placeholder.
 */
export function WithSiteConfig({ children }: { children: (config: SiteConfig) => ReactNode }) {
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SiteConfigQuery>{children}</SiteConfigQuery>
    </Suspense>
  );
}
