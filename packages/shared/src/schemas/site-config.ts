import { z } from 'zod';
import { authFormMessages } from '../messages/auth.ts';
import { text } from './text.ts';

/*
 * The operator's identity and run-time links (issue 28): site settings staff edit in the back
 * office (`GET`/`PUT /staff/site-settings/`), served to any visitor by `GET /site-config/`. A
 * setting that is not set is `null` and is left out of every page, document and email.
 */

export const socialLinkSchema = z.object({ name: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /site-config/: public run-time settings the pages need (never a secret). */
export const siteConfigSchema = z.object({
  proofVideoUrl: z.string().nullable(),
  /** A Calendly-compatible booking page for the adviser session, or null when booking is not set up. */
  schedulingUrl: z.string().nullable(),
  company_name: z.string().nullable(),
  /** The postal address, one line per line of the envelope. */
  address: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** International form: "+", the country code and the number (spaces allowed between digits). */
  support_phone: z.string().nullable(),
  social_links: z.array(socialLinkSchema),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /staff/site-settings/ and the reply of its PUT: every setting, `null` when unset. */
export const siteSettingsSchema = z.object({
  company_name: z.string().nullable(),
  address: z.string().nullable(),
  contact_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  social_links: z.array(socialLinkSchema),
  scheduling_url: z.string().nullable(),
  proof_video_url: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingMessages = {
  httpsOnly: 'Enter a full https:// link (http and other schemes are refused).',
  email: authFormMessages.emailInvalid,
  phone: 'Enter the phone in international form: + then the country code and the number, digits only (spaces allowed).',
  linkName: 'Name the link (LinkedIn, for example).',
  tooManyLinks: 'At most 10 social links.',
} as const;

/** An https link to a named host (a dot in it), nothing else. */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** "+", then 7 to 15 digits (E.164), with single spaces allowed between them. */
export function isInternationalPhone(value: string): boolean {
  return /^\+\d+( \d+)*$/.test(value) && /^\d{7,15}$/.test(value.replace(/[+ ]/g, ''));
}

/** A setting as a request carries it: text trimmed, and blank (or null) meaning "not set". */
function setting(max: number, rule?: { check: (value: string) => boolean; message: string }) {
  return text({ error: 'Expected text' })
    .nullable()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, `At most ${max} characters.`)
    .refine((value) => value === null || !rule || rule.check(value), rule?.message ?? '');
}

const httpsRule = { check: isHttpsLink, message: siteSettingMessages.httpsOnly };

export const socialLinkRequestSchema = z.object({
  name: text({ error: siteSettingMessages.linkName })
    .trim()
    .min(1, siteSettingMessages.linkName)
    .max(40, 'At most 40 characters.'),
  url: text({ error: siteSettingMessages.httpsOnly })
    .trim()
    .max(500, 'At most 500 characters.')
    .refine(isHttpsLink, siteSettingMessages.httpsOnly),
});

/** PUT /staff/site-settings/: the whole set, each value checked with its own message. */
export const siteSettingsRequestSchema = z.object({
  company_name: setting(120),
  address: setting(400),
  contact_email: setting(254, { check: (value) => z.regexes.email.test(value), message: siteSettingMessages.email }),
  support_phone: setting(30, { check: isInternationalPhone, message: siteSettingMessages.phone }),
  social_links: z.array(socialLinkRequestSchema).max(10, siteSettingMessages.tooManyLinks),
  scheduling_url: setting(500, httpsRule),
  proof_video_url: setting(500, httpsRule),
});
export type SiteSettingsRequest = z.infer<typeof siteSettingsRequestSchema>;
/** What the back-office form holds (blank text for an unset value). */
export type SiteSettingsForm = z.input<typeof siteSettingsRequestSchema>;
