import { countryFromAcceptLanguage, countryFromLookup, fallbackCountry } from './country.ts';

export const geoipTimeoutMs = 1500;

export interface CountryLookup {
  /** GEOIP_URL: `{ip}` in it is replaced by the address; otherwise `?ip=` is added. */
  serviceUrl: string | undefined;
  ip: string;
  acceptLanguage: string | undefined;
  timeoutMs?: number;
}

/**
 * The visitor's country for the phone picker, asked by our server so that no page talks to a
 * third party: the configured lookup service first (1.5 s at most), then the browser's language
 * region, then "us".
 */
export async function lookupCountry({
  serviceUrl,
  ip,
  acceptLanguage,
  timeoutMs = geoipTimeoutMs,
}: CountryLookup): Promise<string> {
  if (serviceUrl) {
    const fromService = await askService(serviceUrl, ip, timeoutMs);
    if (fromService) return fromService;
  }
  return countryFromAcceptLanguage(acceptLanguage) ?? fallbackCountry;
}

async function askService(serviceUrl: string, ip: string, timeoutMs: number): Promise<string | null> {
  try {
    const url = serviceUrl.includes('{ip}')
      ? serviceUrl.replace('{ip}', encodeURIComponent(ip))
      : withIpParameter(serviceUrl, ip);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return countryFromLookup(await response.json());
  } catch {
    // slow, down or nonsense: the picker still works from the language region
    return null;
  }
}

function withIpParameter(serviceUrl: string, ip: string): string {
  const url = new URL(serviceUrl);
  url.searchParams.set('ip', ip);
  return url.toString();
}
