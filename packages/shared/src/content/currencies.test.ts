import { describe, expect, it } from 'vitest';
import { currencies, currencyCodes, formatCurrency } from './currencies.ts';

describe('currencies', () => {
  it('are the fifteen the calculator offers, each once', () => {
    expect(currencyCodes).toEqual([
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CNY',
      'INR',
      'AUD',
      'CAD',
      'CHF',
      'AED',
      'SAR',
      'SGD',
      'HKD',
      'ZAR',
      'NZD',
    ]);
    for (const currency of currencies) {
      expect(currency.name.length, currency.code).toBeGreaterThan(0);
      expect(currency.symbol.length, currency.code).toBeGreaterThan(0);
      expect(Intl.NumberFormat.supportedLocalesOf([currency.locale]), currency.code).toEqual([currency.locale]);
    }
  });

  it('format every amount without decimals, rounding to the whole unit', () => {
    for (const { code } of currencies) {
      const formatted = formatCurrency(1234567.89, code);
      expect(formatted.replace(/\D/g, ''), code).toBe('1234568');
    }
  });

  it('use each locale’s own grouping and symbol', () => {
    expect(formatCurrency(1234567, 'USD')).toBe('$1,234,567');
    expect(formatCurrency(1234567, 'INR')).toBe('₹12,34,567');
    expect(formatCurrency(1234567, 'GBP')).toBe('£1,234,567');
    expect(formatCurrency(1234567, 'EUR')).toBe('1.234.567\u00a0€');
    expect(formatCurrency(0, 'JPY')).toBe('￥0');
    expect(formatCurrency(2500.5, 'AED')).toBe('AED\u00a02,501');
  });
});
