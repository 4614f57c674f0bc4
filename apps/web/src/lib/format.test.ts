import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatFullDate, formatMoney, initials, lazyDateFormat, maskEmail, truncate } from './format.ts';

describe('initials', () => {
  it('takes the first and last name, or U', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  cher ')).toBe('C');
    expect(initials('Jean Claude van Damme')).toBe('JD');
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('truncate', () => {
  it('cuts at the limit and adds ...', () => {
    expect(truncate('a-very-long-email-address@example.com', 25)).toBe('a-very-long-email-address...');
    expect(truncate('short@ex.com', 25)).toBe('short@ex.com');
  });
});

describe('formatMoney', () => {
  it('drops the cents of a whole amount and keeps them otherwise', () => {
    expect(formatMoney(1797)).toBe('$1,797');
    expect(formatMoney(1617.3)).toBe('$1,617.30');
    expect(formatMoney(0.5)).toBe('$0.50');
  });

  it('writes whole dollars exactly as Intl does (they are written without it)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1797,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const amount of [...amounts, ...amounts.map((each) => -each)]) {
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
    expect(formatMoney(-0)).toBe(intl.format(-0));
    expect(formatMoney(2 ** 60)).toBe(intl.format(2 ** 60));
  });

  it('formats other currencies', () => {
    expect(formatMoney(1797, 'EUR')).toBe('€1,797');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
  });
});

describe('formatCount', () => {
  it('writes a count exactly as Intl does in en-US (whole numbers are written without it)', () => {
    const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1797, 12_345, 999_999, 1_000_000, 123_456_789];
    for (const value of [...counts, ...counts.map((each) => -each), Number.MAX_SAFE_INTEGER, -0, 2 ** 60, 1234.5]) {
      // eslint-disable-next-line no-restricted-syntax -- Intl's output is what formatCount is held to
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatFullDate', () => {
  it('writes a day in full exactly as Intl does in en-US, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });
    for (let day = 0; day < 400; day += 7) {
      const date = new Date(2026, 0, 1 + day, day % 24, 30);
      expect(formatFullDate(date), date.toISOString()).toBe(intl.format(date));
    }
    expect(formatFullDate(new Date(1999, 11, 31, 23, 59))).toBe('Friday, December 31, 1999');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the local part and the domain', () => {
    expect(maskEmail('grace.hopper@acme.com')).toBe('gr***@acme.com');
    expect(maskEmail('ab@acme.com')).toBe('a***@acme.com');
    expect(maskEmail('not-an-address')).toBe('not-an-address');
  });
});

describe('lazyDateFormat', () => {
  it('writes the en-US styles without Intl, and makes any other Intl format on its first date, once', () => {
    // Intl's own constructor, counting what it makes
    let made = 0;
    class Counted extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: Counted }));
    const day = new Date('2026-11-27T12:00:00Z');
    expect(lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('November 27, 2026');
    expect(made).toBe(0);
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    const british = lazyDateFormat('en-GB', options);
    expect(made).toBe(0);
    expect(british.format(day)).toBe('27 November 2026');
    expect(british.format(day.getTime())).toBe(new Intl.DateTimeFormat('en-GB', options).format(day));
    expect(made).toBe(2); // its own, once, and the comparison's
    vi.unstubAllGlobals();
  });
});
