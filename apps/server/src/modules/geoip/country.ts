export const fallbackCountry = 'us';

// A bare language says little about where someone is; these are the few where it usually does.
const countryByLanguage: Record<string, string> = {
  de: 'de',
  fr: 'fr',
  it: 'it',
  es: 'es',
  pt: 'br',
  nl: 'nl',
  ja: 'jp',
  ko: 'kr',
  zh: 'cn',
  hi: 'in',
  ru: 'ru',
  pl: 'pl',
  sv: 'se',
  tr: 'tr',
};

/** The visitor's most preferred region in Accept-Language ("en-GB,en;q=0.8" → "gb"), if any. */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[a-z]{2}$/.test(subtag));
    if (region) return region;
  }
  for (const { tag } of tags) {
    const country = countryByLanguage[tag.split('-')[0] ?? ''];
    if (country) return country;
  }
  return null;
}

/** A two-letter code from a lookup service's JSON, whichever common field name it uses. */
export function countryFromLookup(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  for (const key of ['country_code', 'countryCode', 'country']) {
    const value = fields[key];
    if (typeof value === 'string' && /^[a-z]{2}$/i.test(value.trim())) return value.trim().toLowerCase();
  }
  return null;
}
