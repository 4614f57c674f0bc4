import { describe, expect, it } from 'vitest';
import { currencyCodes, type CurrencyCode } from '../content/currencies.ts';
import {
  bundledMarketMultiples,
  exchangeRateMessages,
  type MarketMultiples,
  marketMultiplesSchema,
} from '../content/market-multiples.ts';
import type { CompleteFinancials } from './financials.ts';
import { companyFinancialsRequestSchema } from '../schemas/company-financials.ts';
import { valueReportSchema } from '../schemas/value-report.ts';
import { isEstimate } from '../valuation/is-estimate.ts';
import {
  chooseBand,
  estimateValue,
  exchangeRateFor,
  toUsd,
  valueModelMessages,
  gapShares,
  readinessTarget,
  type GrowthTrend,
} from './model.ts';
import { exchangeRateNote, valueReport } from './report.ts';

/** A small deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const base: CompleteFinancials = {
  currency: 'USD',
  revenue: 2_400_000,
  ebitda: 380_000,
  owner_compensation: 150_000,
  recurring_share: 40,
  largest_customer_share: 30,
  runs_without_owner: false,
};

describe('the bundled market data', () => {
  it('passes its own schema, and every figure has a source, a year and an https link', () => {
    const parsed = marketMultiplesSchema.parse(bundledMarketMultiples);
    for (const entry of [...parsed.bands, ...parsed.notes, ...(parsed.exchange_rates ?? [])]) {
      expect(entry.source.length).toBeGreaterThan(10);
      expect(entry.url).toMatch(/^https:\/\//);
      expect(entry.year).toBeGreaterThanOrEqual(2021);
    }
  });

  it('holds the Federal Reserve’s 2023 averages as printed, and no rate for the currencies it does not list', () => {
    const rates = new Map(bundledMarketMultiples.exchange_rates?.map((rate) => [rate.currency, rate]));
    expect(rates.get('EUR')).toMatchObject({ rate: 1.0817, quoted_as: 'usd_per_unit', year: 2023 });
    expect(rates.get('JPY')).toMatchObject({ rate: 140.5001, quoted_as: 'units_per_usd', year: 2023 });
    expect(rates.has('AED')).toBe(false);
    expect(rates.has('SAR')).toBe(false);
    expect(rates.size).toBe(12);
  });
});

describe('the exchange rates in the market data schema', () => {
  const withRates = (exchange_rates: unknown[]) => ({ ...bundledMarketMultiples, exchange_rates });
  const rate = {
    currency: 'EUR',
    rate: 1.0817,
    quoted_as: 'usd_per_unit',
    source: 'A central bank',
    year: 2023,
    url: 'https://example.org/rates',
  };
  const problem = (data: unknown) => {
    const result = marketMultiplesSchema.safeParse(data);
    if (result.success) return null;
    return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('admits a set without rates (saved before they existed) and one rate per currency', () => {
    const { exchange_rates: _rates, ...without } = bundledMarketMultiples;
    expect(problem(without)).toBeNull();
    expect(problem(withRates([rate, { ...rate, currency: 'GBP' }]))).toBeNull();
  });

  it('refuses a duplicate, an unknown code or USD, a rate not above 0, and a figure without source, year or https link, each on its field', () => {
    expect(problem(withRates([rate, { ...rate, rate: 1.1 }]))).toEqual([
      `exchange_rates.1.currency: ${exchangeRateMessages.duplicate}`,
    ]);
    expect(problem(withRates([{ ...rate, currency: 'XYZ' }]))).toEqual([
      `exchange_rates.0.currency: ${exchangeRateMessages.currency}`,
    ]);
    expect(problem(withRates([{ ...rate, currency: 'USD' }]))).toEqual([
      `exchange_rates.0.currency: ${exchangeRateMessages.currency}`,
    ]);
    for (const bad of [0, -1.2, Number.NaN, '1.08'])
      expect(problem(withRates([{ ...rate, rate: bad }])), String(bad)).toEqual([
        `exchange_rates.0.rate: ${exchangeRateMessages.rate}`,
      ]);
    const { source: _source, year: _year, url: _url, ...bare } = rate;
    expect(problem(withRates([bare]))).toEqual([
      'exchange_rates.0.source: Each figure needs its source.',
      'exchange_rates.0.year: Each figure needs its year.',
      'exchange_rates.0.url: Each figure needs an https:// link to its source.',
    ]);
    expect(problem(withRates([{ ...rate, source: ' ', url: 'http://example.org/rates' }]))).toEqual([
      'exchange_rates.0.source: Each figure needs its source.',
      'exchange_rates.0.url: Each figure needs an https:// link to its source.',
    ]);
  });
});

describe('the value model', () => {
  it('prices the example by hand: SDE 530,000 in the $1M-$2M band at 3.3×', () => {
    const result = estimateValue(bundledMarketMultiples, { financials: base, readiness: 60, growth: 'UPWARDS' });
    if (!result.ok) throw new Error(result.refusal.message);
    const { estimate } = result;
    expect(estimate.band.id).toBe('from_1m_to_2m');
    expect(estimate.earnings).toEqual({ basis: 'sde', amount: 530_000 });
    // readiness (60-50)/50 × 15% × 3.3 = 0.099 → 0.1; recurring (40-25) × 0.2% × 3.3 = 0.099 → 0.1;
    // concentration (30-15)/35 × 20% × 3.3 = 0.2829 → -0.28; owner -10% × 3.3 = -0.33; growth +5% × 3.3 = 0.165 → 0.17
    expect(estimate.drivers.map((driver) => [driver.id, driver.effect])).toEqual([
      ['size', 1.3],
      ['readiness', 0.1],
      ['recurring', 0.1],
      ['concentration', -0.28],
      ['owner', -0.33],
      ['growth', 0.17],
    ]);
    expect(estimate.multiple).toEqual({ low: 2.45, mid: 3.06, high: 3.67 });
    expect(estimate.value).toEqual({ low: 1_298_500, mid: 1_621_800, high: 1_945_100 });
    // readiness at the target 80: (80-50)/50 × 15% × 3.3 = 0.297 → 0.3; mid 3.26
    expect(estimate.potential).toEqual({ multiple: 3.26, value: 1_727_800 });
    expect(estimate.gap).toBe(106_000);
  });

  it('uses EBITDA once the business is large enough for the EBITDA bands', () => {
    const result = estimateValue(bundledMarketMultiples, {
      financials: { ...base, revenue: 20_000_000, ebitda: 2_000_000 },
      readiness: null,
      growth: null,
    });
    expect(result.ok && result.estimate.earnings).toEqual({ basis: 'ebitda', amount: 2_000_000 });
    expect(result.ok && result.estimate.band.id).toBe('from_5m_to_50m');
  });

  it('places euro financials by their value in US dollars, and keeps the estimate in euros', () => {
    const inputs = { financials: { ...base, ebitda: 230_000 }, readiness: 60, growth: 'UPWARDS' as const };
    // SDE 380,000 × 2.5 = 950,000: under $1M in dollars, but 950,000 EUR × 1.0817 = $1,027,615
    const dollars = estimateValue(bundledMarketMultiples, inputs);
    const euros = estimateValue(bundledMarketMultiples, {
      ...inputs,
      financials: { ...inputs.financials, currency: 'EUR' },
    });
    if (!dollars.ok || !euros.ok) throw new Error('expected estimates');
    expect(dollars.estimate.band.id).toBe('from_500k_to_1m');
    expect(dollars.estimate.exchangeRate).toBeNull();
    expect(euros.estimate.band.id).toBe('from_1m_to_2m');
    expect(euros.estimate.exchangeRate).toMatchObject({ currency: 'EUR', rate: 1.0817 });
    expect(euros.estimate.earnings).toEqual({ basis: 'sde', amount: 380_000 });
    expect(euros.estimate.value.mid).toBe(Math.round(380_000 * euros.estimate.multiple.mid));
  });

  it('places yen financials in the band of their dollar value, not of the number', () => {
    // SDE ¥70,000,000: × 2.0 / 140.5001 = $996,440, × 2.5 = $1,245,551, × 3.3 = $1,644,127 (under $2M)
    const result = estimateValue(bundledMarketMultiples, {
      financials: {
        ...base,
        currency: 'JPY',
        revenue: 400_000_000,
        ebitda: 55_000_000,
        owner_compensation: 15_000_000,
      },
      readiness: null,
      growth: null,
    });
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.estimate.band.id).toBe('from_1m_to_2m');
    expect(result.estimate.earnings).toEqual({ basis: 'sde', amount: 70_000_000 });
    expect(toUsd(70_000_000 * 3.3, result.estimate.exchangeRate!)).toBeCloseTo(1_644_127, 0);
  });

  it('refuses without positive earnings, and in a currency the data has no rate for, naming it', () => {
    const loss = estimateValue(bundledMarketMultiples, {
      financials: { ...base, ebitda: -200_000, owner_compensation: 100_000 },
      readiness: null,
      growth: null,
    });
    expect(loss).toMatchObject({ ok: false, refusal: { reason: 'no_earnings' } });
    const dirhams = estimateValue(bundledMarketMultiples, {
      financials: { ...base, currency: 'AED' },
      readiness: null,
      growth: null,
    });
    expect(dirhams).toEqual({
      ok: false,
      refusal: { reason: 'currency', message: valueModelMessages.currency('AED') },
    });
    expect(valueModelMessages.currency('AED')).toContain('the exchange rate for UAE Dirham has not been entered');
    const { exchange_rates: _rates, ...olderSet } = bundledMarketMultiples;
    expect(
      estimateValue(olderSet, { financials: { ...base, currency: 'EUR' }, readiness: null, growth: null }),
    ).toMatchObject({ ok: false, refusal: { reason: 'currency' } });
  });

  it('lists the rate it used among the market figures, and says in plain words what it did', () => {
    const reply = valueReport(bundledMarketMultiples, { ...base, currency: 'GBP' }, 60, null);
    if (!isEstimate(reply)) throw new Error(reply.message);
    const pound = exchangeRateFor(bundledMarketMultiples, 'GBP')!;
    expect(reply.exchange_rate).toEqual(pound);
    expect(reply.basis).toContainEqual({
      figure: 'Exchange rate used to choose the size band: 1 GBP = 1.244 USD',
      source: pound.source,
      year: 2023,
      url: pound.url,
    });
    expect(exchangeRateNote(pound)).toContain('converted to US dollars at 1 GBP = 1.244 USD');
    const franc = valueReport(bundledMarketMultiples, { ...base, currency: 'CHF' }, 60, null);
    expect(isEstimate(franc) && franc.basis.map((entry) => entry.figure)).toContain(
      'Exchange rate used to choose the size band: 1 USD = 0.8984 CHF',
    );
    const dollars = valueReport(bundledMarketMultiples, { ...base }, 60, null);
    expect(isEstimate(dollars) && dollars.exchange_rate).toBeNull();
  });

  it('holds its rules across 2,000 generated inputs, and gives the same reply twice (what the browser and server rely on)', () => {
    const next = random(30);
    const growths: (GrowthTrend | null)[] = ['UPWARDS', 'DOWNWARDS', 'UNCHANGED', null];
    const market: MarketMultiples = bundledMarketMultiples;
    for (let run = 0; run < 2000; run += 1) {
      // half in dollars, half in the other fourteen (two of which have no bundled rate)
      const currency: CurrencyCode =
        next() < 0.5 ? 'USD' : (currencyCodes[1 + Math.floor(next() * (currencyCodes.length - 1))] ?? 'USD');
      const rate = exchangeRateFor(market, currency);
      // amounts of the order of a small business in that currency
      const scale = rate === null ? 1 : rate.quoted_as === 'usd_per_unit' ? 1 / rate.rate : rate.rate;
      const revenue = Math.round(next() * 50_000_000 * scale);
      const financials: CompleteFinancials = {
        currency,
        revenue,
        ebitda: Math.round(next() * revenue * 0.6) - Math.round(next() * 50_000 * scale),
        owner_compensation: Math.round(next() * 400_000 * scale),
        recurring_share: Math.round(next() * 100),
        largest_customer_share: Math.round(next() * 100),
        runs_without_owner: next() < 0.5,
      };
      expect(companyFinancialsRequestSchema.safeParse(financials).success || financials.ebitda > revenue).toBe(true);
      const readiness = next() < 0.2 ? null : Math.round(next() * 100);
      const growth = growths[Math.floor(next() * growths.length)] ?? null;
      const reply = valueReport(bundledMarketMultiples, financials, readiness, growth);
      expect(valueReportSchema.safeParse(reply).success, `run ${run}`).toBe(true);
      expect(valueReport(bundledMarketMultiples, { ...financials }, readiness, growth)).toEqual(reply);
      if (currency !== 'USD' && rate === null) {
        // a currency without a rate is refused, whatever the figures, naming the currency
        expect(reply, `run ${run}`).toEqual({ missing: [], message: valueModelMessages.currency(currency) });
        continue;
      }
      if (!isEstimate(reply)) {
        // complete financials with a rate (or in USD) are refused only for want of earnings
        expect(reply).toEqual({ missing: [], message: valueModelMessages.noEarnings });
        continue;
      }
      expect(reply.currency).toBe(currency);
      expect(reply.exchange_rate).toEqual(rate);
      // the band is the first whose range holds its own median × its own earnings, in US dollars
      const inUsd = (amount: number) => (rate === null ? amount : toUsd(amount, rate));
      const bandEarnings = (basis: string) =>
        basis === 'sde' ? financials.ebitda + financials.owner_compensation : financials.ebitda;
      const chosen = market.bands.findIndex((band) => band.id === chooseBand(market, financials).id);
      for (const [index, band] of market.bands.entries()) {
        const dealValue = inUsd(bandEarnings(band.basis) * band.multiple);
        if (index < chosen) expect(dealValue, `run ${run}`).toBeGreaterThanOrEqual(band.max_value!);
        if (index === chosen && band.max_value !== null) expect(dealValue, `run ${run}`).toBeLessThan(band.max_value);
      }
      expect(reply.multiple.low).toBeLessThanOrEqual(reply.multiple.mid);
      expect(reply.multiple.mid).toBeLessThanOrEqual(reply.multiple.high);
      expect(reply.value.low).toBeLessThanOrEqual(reply.value.mid);
      expect(reply.value.mid).toBeLessThanOrEqual(reply.value.high);
      expect(reply.value.mid).toBe(Math.round(reply.earnings.amount * reply.multiple.mid));
      expect(reply.gap).toBe(reply.potential.value - reply.value.mid);
      expect(reply.gap).toBeGreaterThanOrEqual(0);
      if ((readiness ?? 0) >= readinessTarget) expect(reply.gap).toBe(0);
      const band = chooseBand(market, financials);
      expect(reply.earnings.basis).toBe(band.basis);
      // more recurring revenue never lowers the estimate
      if (financials.recurring_share < 100) {
        const more = valueReport(
          bundledMarketMultiples,
          { ...financials, recurring_share: financials.recurring_share + 1 },
          readiness,
          growth,
        );
        if (isEstimate(more)) expect(more.multiple.mid).toBeGreaterThanOrEqual(reply.multiple.mid);
      }
    }
  });

  it('shares the gap among the actions that raise the score, adding up to the gap exactly', () => {
    const actions = [
      { id: 'roi:a', source: 'roi' },
      { id: 'brand:b', source: 'brand' },
      { id: 'checklist:c', source: 'checklist' },
      { id: 'plans:d', source: 'plans' },
      { id: 'baseline:e', source: 'baseline' },
    ];
    const shares = gapShares(100_001, actions);
    expect([...shares.values()]).toEqual([null, 33_333, 33_333, 33_335, null]);
    expect([...gapShares(0, actions).values()].every((share) => share === null)).toBe(true);
  });
});
