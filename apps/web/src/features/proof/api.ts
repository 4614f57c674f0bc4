import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export interface SiteConfig {
  proofVideoUrl: string | null;
}

export const proofKeys = {
  all: ['proof'] as const,
  /** GET /site-config/ */
  siteConfig: () => [...proofKeys.all, 'site-config'] as const,
};

/** GET /site-config/: the player URL is run-time configuration, so it is asked for, not built in. */
async function getSiteConfig(signal: AbortSignal): Promise<SiteConfig> {
  const reply = await apiRequest<Partial<SiteConfig> | null>('/site-config/', { signal, timeoutMs: 10_000 });
  const url = reply?.proofVideoUrl;
  return { proofVideoUrl: typeof url === 'string' && url ? url : null };
}

/** The site configuration, asked for only once `enabled` (the visitor pressed play). */
export function useSiteConfig({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: proofKeys.siteConfig(),
    queryFn: ({ signal }) => getSiteConfig(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
