import { describe, expect, it } from 'vitest';
import { bundledMarketMultiples, marketMultiplesSchema } from '../content/market-multiples.ts';
import type { CompleteFinancials } from '../schemas/company-financials.ts';
import { companyFinancialsRequestSchema } from '../schemas/company-financials.ts';
import { valueReportSchema, isEstimate } from '../schemas/value-report.ts';
import {
  chooseBand,
  estimateValue,
  valueModelMessages,
  gapShares,
  readinessTarget,
  type GrowthTrend,
} from './model.ts';
import { valueReport } from './report.ts';

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
    for (const entry of [...parsed.bands, ...parsed.notes]) {
      expect(entry.source.length).toBeGreaterThan(10);
      expect(entry.url).toMatch(/^https:\/\//);
      expect(entry.year).toBeGreaterThanOrEqual(2021);
    }
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

  it('refuses without positive earnings, and in a currency the data is not in', () => {
    const loss = estimateValue(bundledMarketMultiples, {
      financials: { ...base, ebitda: -200_000, owner_compensation: 100_000 },
      readiness: null,
      growth: null,
    });
    expect(loss).toMatchObject({ ok: false, refusal: { reason: 'no_earnings' } });
    const euros = estimateValue(bundledMarketMultiples, {
      financials: { ...base, currency: 'EUR' },
      readiness: null,
      growth: null,
    });
    expect(euros).toMatchObject({ ok: false, refusal: { reason: 'currency' } });
  });

  it('holds its rules across 2,000 generated inputs, and gives the same reply twice (what the browser and server rely on)', () => {
    const next = random(30);
    const growths: (GrowthTrend | null)[] = ['UPWARDS', 'DOWNWARDS', 'UNCHANGED', null];
    for (let run = 0; run < 2000; run += 1) {
      const revenue = Math.round(next() * 50_000_000);
      const financials: CompleteFinancials = {
        currency: 'USD',
        revenue,
        ebitda: Math.round(next() * revenue * 0.6) - Math.round(next() * 50_000),
        owner_compensation: Math.round(next() * 400_000),
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
      if (!isEstimate(reply)) {
        // complete USD financials are refused only for want of earnings
        expect(reply).toEqual({ missing: [], message: valueModelMessages.noEarnings });
        continue;
      }
      expect(reply.multiple.low).toBeLessThanOrEqual(reply.multiple.mid);
      expect(reply.multiple.mid).toBeLessThanOrEqual(reply.multiple.high);
      expect(reply.value.low).toBeLessThanOrEqual(reply.value.mid);
      expect(reply.value.mid).toBeLessThanOrEqual(reply.value.high);
      expect(reply.value.mid).toBe(Math.round(reply.earnings.amount * reply.multiple.mid));
      expect(reply.gap).toBe(reply.potential.value - reply.value.mid);
      expect(reply.gap).toBeGreaterThanOrEqual(0);
      if ((readiness ?? 0) >= readinessTarget) expect(reply.gap).toBe(0);
      const band = chooseBand(bundledMarketMultiples, financials);
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
