/*
 * Numbers and dates as Intl writes them in en-US, written without Intl. A page's first Intl format
 * loads the locale's data: 20-50 ms of main thread on a desktop, 70-200 ms on a phone's CPU (decision
 * 050), paid in the render that first shows an amount or a date. Each function here covers the
 * common case exactly (plain.test.ts holds it to Intl's output) and hands anything else to Intl.
 */

/** A non-negative whole number with its thousands grouped: "1,234,567". */
export const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A whole number as en-US writes it ("12,345", "-7"), or undefined when it is not a safe integer or
 * is -0 (Intl writes "-0"), which the caller formats with Intl.
 */
export function plainCount(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return undefined;
  return value < 0 ? `-${groupDigits(-value)}` : groupDigits(value);
}

/**
 * A count as en-US writes it ("12,345", "-7"): a whole number without Intl, anything else through it.
 * plain.test.ts holds it to Intl's output.
 */
export function formatCount(value: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the one place a count that is not whole goes through Intl
  return plainCount(value) ?? value.toLocaleString('en-US');
}

/**
 * A number rounded to a whole one as en-US writes it with `maximumFractionDigits: 0` ("1,235", "-25"):
 * Intl's rounding (half away from zero), or undefined where Intl would write something this does not
 * (an amount beyond the safe integers, a negative amount that rounds to "-0").
 */
export function plainWholeNumber(amount: number): string | undefined {
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole) || Object.is(whole, -0) || (whole === 0 && amount < 0)) return undefined;
  return whole < 0 ? `-${groupDigits(-whole)}` : groupDigits(whole);
}

/** An amount of US dollars rounded to the whole dollar as en-US writes it ("$1,235", "-$25"), as above. */
export function plainWholeDollars(amount: number): string | undefined {
  const number = plainWholeNumber(amount);
  if (number === undefined) return undefined;
  return number.startsWith('-') ? `-$${number.slice(1)}` : `$${number}`;
}

const monthNames = [
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
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The parts of a date this module writes, read in local time or in UTC. */
function partsOf(date: Date, utc: boolean) {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
        second: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      };
}

type Parts = ReturnType<typeof partsOf>;

const twoDigits = (value: number) => String(value).padStart(2, '0');
// a plain space before AM and PM, as Chromium's and Node's ICU write it (ICU 72 had a narrow no-break one)
const clock = ({ hour, minute }: Parts, second?: number) =>
  `${hour % 12 || 12}:${twoDigits(minute)}${second === undefined ? '' : `:${twoDigits(second)}`} ${hour < 12 ? 'AM' : 'PM'}`;
const shortMonth = (month: number) => monthNames[month]!.slice(0, 3);

/** The en-US styles written by hand: each is Intl.DateTimeFormat('en-US', options) for these options. */
const styles: Record<string, (parts: Parts) => string> = {
  'dateStyle:full': (p) => `${weekdayNames[p.weekday]}, ${monthNames[p.month]} ${p.day}, ${p.year}`,
  'dateStyle:long': (p) => `${monthNames[p.month]} ${p.day}, ${p.year}`,
  'dateStyle:medium': (p) => `${shortMonth(p.month)} ${p.day}, ${p.year}`,
  'dateStyle:long,timeStyle:short': (p) => `${monthNames[p.month]} ${p.day}, ${p.year} at ${clock(p)}`,
  'dateStyle:medium,timeStyle:short': (p) => `${shortMonth(p.month)} ${p.day}, ${p.year}, ${clock(p)}`,
  'day:numeric,month:short': (p) => `${shortMonth(p.month)} ${p.day}`,
  'day:numeric,month:short,year:numeric': (p) => `${shortMonth(p.month)} ${p.day}, ${p.year}`,
  'hour:numeric,minute:2-digit,second:2-digit': (p) => clock(p, p.second),
};

/**
 * A formatter for Intl.DateTimeFormat's `locale` and `options` that writes the en-US styles above by
 * hand (in the local time zone, or in UTC with `timeZone: 'UTC'`) and makes the Intl format, the
 * first time it is needed, for every other locale and style.
 */
export function plainDateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): { format: (date: Date | number) => string } {
  const { timeZone, ...rest } = options;
  const key = Object.entries(rest)
    .map(([name, value]) => `${name}:${String(value)}`)
    .sort()
    .join(',');
  const write = locale === 'en-US' && (timeZone === undefined || timeZone === 'UTC') ? styles[key] : undefined;
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      const value = typeof date === 'number' ? new Date(date) : date;
      if (write && !Number.isNaN(value.getTime())) return write(partsOf(value, timeZone === 'UTC'));
      made ??= new Intl.DateTimeFormat(locale, options);
      return made.format(value);
    },
  };
}
