import type { SiteConfig, SiteSettings } from '@exitcraft/shared/schemas/site-config';

/** Only settings safe for any visitor to read; never a secret or an internal address. */
export function publicSiteConfig(settings: SiteSettings): SiteConfig {
  return {
    proofVideoUrl: settings.proof_video_url,
    schedulingUrl: settings.scheduling_url,
    company_name: settings.company_name,
    address: settings.address,
    contact_email: settings.contact_email,
    support_phone: settings.support_phone,
    social_links: settings.social_links,
  };
}
