import type { SiteSettings } from '../schemas/site-config.ts';

/*
 * The operator's settings as the back office overview names them, without zod: the overview lists
 * the unset ones and loads no schema library for it (decision 047).
 */

/** The settings the back office overview lists while they are unset, with their labels. */
export const siteSettingLabels: Record<Exclude<keyof SiteSettings, 'social_links'>, string> = {
  company_name: 'Company name',
  address: 'Postal address',
  contact_email: 'Contact email',
  support_phone: 'Support phone',
  scheduling_url: 'Adviser booking link',
  proof_video_url: 'Proof video link',
};

export function unsetSiteSettings(settings: SiteSettings): string[] {
  const unset = (Object.keys(siteSettingLabels) as (keyof typeof siteSettingLabels)[])
    .filter((key) => settings[key] === null)
    .map((key) => siteSettingLabels[key]);
  return settings.social_links.length === 0 ? [...unset, 'Social links'] : unset;
}
