import { describe, expect, it } from 'vitest';
import { plainCount, plainDateFormat, plainWholeDollars, plainWholeNumber } from './plain.ts';

const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A fixed spread of values: the same every run, so a failure names the same value again. */
function* spread(count: number, next: (step: number) => number) {
  for (let step = 0; step < count; step++) yield next(step);
}

describe('plainWholeDollars', () => {
  it('writes what Intl writes, rounding half away from zero', () => {
    const amounts = [
      0,
      0.4,
      0.5,
      0.6,
      1,
      1.5,
      2.5,
      9.49,
      9.5,
      99.5,
      999.5,
      1000,
      1797,
      12_345.678,
      999_999.5,
      1_234_567.89,
      123_456_789,
      0.49999999999999994,
      Number.MAX_SAFE_INTEGER - 0.5,
      Number.MAX_SAFE_INTEGER,
      ...spread(400, (step) => ((step * 7919) % 1_000_003) * 10 ** (step % 7) * (step % 3 === 0 ? 1 : 0.37)),
    ];
    for (const amount of [...amounts, ...amounts.map((each) => -each)]) {
      const plain = plainWholeDollars(amount);
      if (plain !== undefined) expect(plain, String(amount)).toBe(intlDollars.format(amount));
    }
  });

  it('leaves to Intl what it would write differently', () => {
    for (const amount of [-0, -0.4, -0.49, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(plainWholeDollars(amount), String(amount)).toBeUndefined();
    }
    expect(plainWholeDollars(-0.5)).toBe(intlDollars.format(-0.5));
  });
});

describe('plainWholeNumber', () => {
  it('writes what Intl writes with no fraction digits, and leaves -0 and the unsafe to it', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [0, 0.5, 1.5, 2.5, 999.5, 1_234_567.89, -0.5, -2.5, -1_234_567.89, 0.49999999999999994]) {
      expect(plainWholeNumber(amount), String(amount)).toBe(intl.format(amount));
    }
    for (const amount of [-0, -0.4, 2 ** 60, Number.NaN]) expect(plainWholeNumber(amount)).toBeUndefined();
  });
});

describe('plainCount', () => {
  it('writes a whole number as Intl does, and leaves the rest to it', () => {
    for (const value of [0, 7, 999, 1000, 65_536, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(plainCount(value)).toBe(value.toLocaleString('en-US'));
      expect(plainCount(-value || -1)).toBe((-value || -1).toLocaleString('en-US'));
    }
    for (const value of [-0, 1.5, 2 ** 60, Number.NaN]) expect(plainCount(value)).toBeUndefined();
  });
});

describe('plainDateFormat', () => {
  const styles: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full' },
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { dateStyle: 'long', timeStyle: 'short' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { month: 'short', day: 'numeric' },
    { month: 'short', day: 'numeric', year: 'numeric' },
    { year: 'numeric', month: 'short', day: 'numeric' },
    { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  ];
  // every month and weekday, every hour of the clock (midnight, noon, the hours around them)
  const moments = [
    ...spread(600, (step) => Date.UTC(1970, 0, 1) + step * 6_103_511_111),
    ...spread(48, (step) => Date.UTC(2026, 10, 27) + step * 1_800_000 + 59_000),
  ];

  for (const options of styles) {
    for (const timeZone of [undefined, 'UTC']) {
      const described = JSON.stringify({ ...options, timeZone });
      it(`writes ${described} as Intl does in en-US`, () => {
        const intl = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
        const plain = plainDateFormat('en-US', { ...options, timeZone });
        for (const moment of moments) {
          expect(plain.format(moment), new Date(moment).toISOString()).toBe(intl.format(moment));
          expect(plain.format(new Date(moment))).toBe(intl.format(moment));
        }
      });
    }
  }

  it('hands every other locale, style and time zone to Intl', () => {
    const moment = Date.UTC(2026, 10, 27, 23, 42, 5);
    for (const [locale, options] of [
      ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
      ['en-GB', { dateStyle: 'long' }],
      [undefined, { hour: '2-digit', minute: '2-digit' }],
      ['en-US', { dateStyle: 'long', timeZone: 'America/New_York' }],
      ['en-US', { weekday: 'short' }],
    ] as const) {
      expect(plainDateFormat(locale, options).format(moment)).toBe(
        new Intl.DateTimeFormat(locale, options).format(moment),
      );
    }
    expect(() => plainDateFormat('en-US', { dateStyle: 'long' }).format(Number.NaN)).toThrow(RangeError);
  });
});
