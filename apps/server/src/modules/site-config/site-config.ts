import type { Config } from '../../config.ts';

export interface PublicSiteConfig {
  proofVideoUrl: string | null;
}

/** Only settings safe for any visitor to read; never a secret or an internal address. */
export function publicSiteConfig(config: Pick<Config, 'PROOF_VIDEO_URL'>): PublicSiteConfig {
  return { proofVideoUrl: config.PROOF_VIDEO_URL ?? null };
}
