import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';

/** A GET /site-config/ reply: nothing set unless the test says so. */
export function siteConfigReply(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    proofVideoUrl: null,
    schedulingUrl: null,
    company_name: null,
    address: null,
    contact_email: null,
    support_phone: null,
    social_links: [],
    ...overrides,
  };
}
