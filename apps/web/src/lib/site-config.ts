import { type SiteConfig, siteConfigSchema } from '@exitcraft/shared/schemas/site-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const siteConfigKey = ['site-config'] as const;

/** GET /site-config/: run-time settings (video player, booking page), asked for rather than built in. */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: ({ signal }): Promise<SiteConfig> =>
      apiRequest('/site-config/', { signal, timeoutMs: 10_000, reply: siteConfigSchema }),
    // it changes only when the server restarts with another configuration
    staleTime: 5 * 60_000,
  });
}
