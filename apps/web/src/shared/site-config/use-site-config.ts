import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { siteConfigReply } from './site-config-reply.ts';

export const siteConfigKey = ['site-config'] as const;

/**
 * GET /site-config/: run-time settings (the operator's identity, the proof video's player, the
 * adviser booking page), asked for rather than built in: staff change them in the back office, so
 * a page load asks again. One query for every page that needs them. `enabled: false` waits (the
 * proof page asks only once play is pressed); `retry: false` shows a failure at once, where a
 * visitor has just asked for the thing it configures.
 */
export function useSiteConfig({ enabled = true, retry }: { enabled?: boolean; retry?: false } = {}) {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: ({ signal }): Promise<SiteConfig> =>
      apiRequest('/site-config/', { signal, timeoutMs: 10_000, reply: siteConfigReply }),
    enabled,
    ...(retry === false ? { retry } : {}),
    // within one page load a minute is fresh enough; the back office's save invalidates it at once
    staleTime: 60_000,
  });
}
