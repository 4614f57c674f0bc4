import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { publicRead } from '../../lib/public-read.ts';

/*
 * GET /site-config/ for the parts of a page that only show it (the footer, the legal pages, the
 * contact card, the proof video's link), without TanStack Query (lib/public-read.ts): the footer is
 * on every public page. useSiteConfig's query (use-site-config.ts) asks through fetchSiteConfig too
 * and starts from what is stored here, so both share one request and one answer, and a staff save
 * (features/staff/api/site-settings.ts) refreshes both.
 */

/** As the query's staleTime: a reader mounted later than this after the last answer asks again. */
export const siteConfigFreshMs = 60_000;

const siteConfig = publicRead<SiteConfig>('/site-config/', { freshMs: siteConfigFreshMs });

export const fetchSiteConfig = siteConfig.fetch;
export const storedSiteConfig = siteConfig.stored;
export const forgetSiteConfig = siteConfig.forget;

/**
 * The settings once the server has answered, undefined before (and when it could not: nothing is
 * shown then, never a placeholder).
 */
export const useStoredSiteConfig = siteConfig.useStored;
