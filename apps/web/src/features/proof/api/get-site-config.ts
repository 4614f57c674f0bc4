import { apiRequest } from '../../../lib/api-client.ts';

export interface SiteConfig {
  proofVideoUrl: string | null;
}

/** GET /site-config/: the player URL is run-time configuration, so it is asked for, not built in. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const reply = await apiRequest<Partial<SiteConfig> | null>('/site-config/', { signal, timeoutMs: 10_000 });
  const url = reply?.proofVideoUrl;
  return { proofVideoUrl: typeof url === 'string' && url ? url : null };
}
