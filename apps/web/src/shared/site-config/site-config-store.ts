import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { useEffect, useSyncExternalStore } from 'react';

/*
 * GET /site-config/ for the parts of a page that only show it (the footer, the legal pages, the
 * contact card, the proof video's link), without TanStack Query: the footer is on every public
 * page, and the query library was most of what a public page downloaded beyond its own code
 * (decision 043). useSiteConfig's query (use-site-config.ts) asks through fetchSiteConfig too and
 * starts from what is stored here, so both share one request and one answer, and a staff save
 * (features/staff/api/site-settings.ts) refreshes both.
 */

/** As the query's staleTime: a reader mounted later than this after the last answer asks again. */
export const siteConfigFreshMs = 60_000;

let stored: { config: SiteConfig; at: number } | undefined;
let asking: Promise<SiteConfig> | undefined;
const listeners = new Set<() => void>();

/**
 * GET /site-config/ with fetch itself, not lib/api-client.ts: the request is public and nobody shows
 * why it failed (a reader shows nothing until it has an answer), and the API client (2 KB gzip) is
 * then no part of a public page that needs nothing else from it (decision 046). A failure is any
 * answer but a 2xx, or none within 10 s; the server checks the reply against `siteConfigSchema`
 * before it sends it (decision 047).
 */
async function requestSiteConfig(): Promise<SiteConfig> {
  const response = await fetch('/site-config/', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET /site-config/ answered ${response.status}`);
  return (await response.json()) as SiteConfig;
}

/** Asks the server (one request at a time, shared by whoever asks meanwhile) and tells every reader. */
export function fetchSiteConfig(): Promise<SiteConfig> {
  asking ??= requestSiteConfig()
    .then((config) => {
      stored = { config, at: Date.now() };
      for (const listener of listeners) listener();
      return config;
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** The last answer and when it came, if any. */
export function storedSiteConfig(): { config: SiteConfig; at: number } | undefined {
  return stored;
}

/** Forgets the answer: the next reader asks again (each test starts from nothing). */
export function forgetSiteConfig(): void {
  stored = undefined;
  asking = undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const retryAfterMs = 1_000;

/**
 * The settings once the server has answered, undefined before (and when it could not: nothing is
 * shown then, never a placeholder). Asks when nothing is stored or the answer is older than a
 * minute, and once more a second after a failure, as the query did.
 */
export function useStoredSiteConfig(): SiteConfig | undefined {
  const config = useSyncExternalStore(
    subscribe,
    () => stored?.config,
    () => undefined,
  );
  useEffect(() => {
    if (stored && Date.now() - stored.at < siteConfigFreshMs) return;
    let cancelled = false;
    fetchSiteConfig().catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
      if (!cancelled) await fetchSiteConfig().catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}
