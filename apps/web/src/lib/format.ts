import { plainDateFormat, plainWholeDollars } from '@exitcraft/shared/format/plain';

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
  const plain = currency === 'USD' && Number.isInteger(amount) ? plainWholeDollars(amount) : undefined;
  if (plain !== undefined) return plain;
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

export { formatCount } from '@exitcraft/shared/format/plain';

const fullDate = plainDateFormat('en-US', { dateStyle: 'full' });

/** A day in local time as en-US writes it in full ("Friday, November 27, 2026"), without Intl. */
export function formatFullDate(date: Date): string {
  return fullDate.format(date);
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
 * A date format for a module to keep as a constant. The en-US styles the app uses are written without
 * Intl; any other is made the first time it formats: making an Intl.DateTimeFormat costs a page 5–40
 * ms of main thread (the first one loads the locale's data), which a module made on import paid even
 * when its page showed no date.
 */
export const lazyDateFormat = plainDateFormat;

const momentFormat = plainDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in local time as the app lists it: "Nov 20, 2026, 10:00 AM". */
export const formatMoment = (moment: string | Date) => momentFormat.format(new Date(moment));
