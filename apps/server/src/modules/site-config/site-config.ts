import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import type { Config } from '../../config.ts';

/** Only settings safe for any visitor to read; never a secret or an internal address. */
export function publicSiteConfig(config: Pick<Config, 'PROOF_VIDEO_URL' | 'SCHEDULING_URL'>): SiteConfig {
  return { proofVideoUrl: config.PROOF_VIDEO_URL ?? null, schedulingUrl: config.SCHEDULING_URL ?? null };
}
