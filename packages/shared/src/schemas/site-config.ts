import { z } from 'zod';

/** GET /site-config/: public run-time settings the pages need (never a secret). */
export const siteConfigSchema = z.object({
  proofVideoUrl: z.string().nullable(),
  /** A Calendly-compatible booking page for the adviser session, or null when booking is not set up. */
  schedulingUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
