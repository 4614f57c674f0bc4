import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { useQuery } from '@tanstack/react-query';
import { fetchSiteConfig, siteConfigFreshMs, storedSiteConfig } from './site-config-store.ts';

export const siteConfigKey = ['site-config'] as const;

/**
 * GET /site-config/: run-time settings (the operator's identity, the proof video's player, the
 * adviser booking page), asked for rather than built in: staff change them in the back office, so
 * a page load asks again. One query for every page that needs them. `enabled: false` waits (the
 * proof page asks only once play is pressed); `retry: false` shows a failure at once, where a
 * visitor has just asked for the thing it configures. The request is site-config-store.ts's, shared
 * with the footer and the other readers that show the settings without a query, and the query
 * starts from their answer while it is fresh.
 */
export function useSiteConfig({ enabled = true, retry }: { enabled?: boolean; retry?: false } = {}) {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: (): Promise<SiteConfig> => fetchSiteConfig(),
    initialData: () => storedSiteConfig()?.value,
    initialDataUpdatedAt: () => storedSiteConfig()?.at,
    enabled,
    ...(retry === false ? { retry } : {}),
    // within one page load a minute is fresh enough; the back office's save invalidates it at once
    staleTime: siteConfigFreshMs,
  });
}
