/** Initials of a full name for the avatar, or U when there is no name. */
export function initials(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'U';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}

/** Cut a string to `max` characters followed by ... (public-site section 9). */
export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

const moneyFormats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

/**
 * An amount in a currency's main unit: whole amounts without decimals ($1,797), anything else
 * with cents ($1,617.30). The one money formatter of the web app.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  if (currency === 'USD' && Number.isSafeInteger(amount) && !Object.is(amount, -0)) return wholeDollars(amount);
  let formats = moneyFormats.get(currency);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }),
    };
    moneyFormats.set(currency, formats);
  }
  return Number.isInteger(amount) ? formats.whole.format(amount) : formats.cents.format(amount);
}

/**
 * A whole number of US dollars as Intl writes it in en-US ("$1,797", "-$25"), without Intl: a page's
 * first Intl format costs it 20-50 ms of main thread (70-200 ms on a phone's CPU: the locale's data
 * loads), and the prices of the public pages, which the build already wrote into their HTML, are
 * formatted again as they hydrate. format.test.ts holds it to Intl's output.
 */
function wholeDollars(amount: number): string {
  return amount < 0 ? `-$${groupDigits(-amount)}` : `$${groupDigits(amount)}`;
}

/** A non-negative whole number with its thousands grouped: "1,234,567". */
const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A count as en-US writes it ("12,345", "-7"): a whole number without Intl (for the reason above),
 * anything else through it. format.test.ts holds it to Intl's output.
 */
export function formatCount(value: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the one place a count that is not whole goes through Intl
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  return value < 0 ? `-${groupDigits(-value)}` : groupDigits(value);
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day in local time as en-US writes it in full ("Friday, November 27, 2026"), without Intl (a
 * page's first Intl format costs a phone 70-200 ms of main thread, see wholeDollars). format.test.ts
 * holds it to Intl's `dateStyle: 'full'`.
 */
export function formatFullDate(date: Date): string {
  return `${weekdays[date.getDay()]}, ${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** An address with most of its local part hidden, for a code prompt: "gr***@acme.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/**
 * A date format made the first time it formats, for a module to keep as a constant: making an
 * Intl.DateTimeFormat costs a page 5–40 ms of main thread (the first one loads the locale's data),
 * which a module made on import paid even when its page showed no date.
 */
export function lazyDateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): { format: (date: Date | number) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      made ??= new Intl.DateTimeFormat(locale, options);
      return made.format(date);
    },
  };
}
