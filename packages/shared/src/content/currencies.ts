import { plainWholeDollars } from '../format/plain.ts';

/*
 * The currencies the ROI/COI calculator offers (member-area sections 3 and 9). Each is shown in
 * its own locale and always without decimals: the amounts are yearly estimates, not invoices.
 */

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  /** BCP 47 locale the amounts are formatted in */
  locale: string;
  /** ISO 3166 alpha-2 code of the country whose flag stands for the currency */
  country: string;
}

export const currencies = [
  { code: 'USD', name: 'US Dollar', symbol: '$', locale: 'en-US', country: 'US' },
  { code: 'EUR', name: 'Euro', symbol: '€', locale: 'de-DE', country: 'EU' },
  { code: 'GBP', name: 'British Pound', symbol: '£', locale: 'en-GB', country: 'GB' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', locale: 'ja-JP', country: 'JP' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', locale: 'zh-CN', country: 'CN' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', locale: 'en-IN', country: 'IN' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', locale: 'en-AU', country: 'AU' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', locale: 'en-CA', country: 'CA' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', locale: 'de-CH', country: 'CH' },
  // English locales of the Gulf keep Latin digits, which every reader of the site can read
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', locale: 'en-AE', country: 'AE' },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', locale: 'en-SA', country: 'SA' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', locale: 'en-SG', country: 'SG' },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', locale: 'en-HK', country: 'HK' },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', locale: 'en-ZA', country: 'ZA' },
  { code: 'NZD', name: 'New Zealand Dollar', symbol: 'NZ$', locale: 'en-NZ', country: 'NZ' },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof currencies)[number]['code'];

export const currencyCodes = currencies.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

export const defaultCurrency: CurrencyCode = 'USD';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** The currency of a code (the schemas admit only the fifteen). */
export function currencyOf(code: CurrencyCode): (typeof currencies)[number] {
  const currency = currencies.find((candidate) => candidate.code === code);
  if (!currency) throw new RangeError(`Unknown currency ${code}`);
  return currency;
}

/** An amount in the currency's own locale, rounded to a whole unit (`$1,234,568`, `₹12,34,568`). */
export function formatCurrency(amount: number, code: CurrencyCode): string {
  // the calculator's default currency, written without Intl (format/plain.ts: a page's first Intl
  // format is slow), exactly as Intl writes it
  const plain = code === 'USD' ? plainWholeDollars(amount) : undefined;
  if (plain !== undefined) return plain;
  let formatter = formatters.get(code);
  if (!formatter) {
    const currency = currencyOf(code);
    formatter = new Intl.NumberFormat(currency.locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(code, formatter);
  }
  return formatter.format(amount);
}
