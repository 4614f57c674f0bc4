import type { CompleteFinancials } from './financials.ts';
import { type CurrencyCode, currencyOf } from '../content/currencies.ts';
import type { EarningsBasis, ExchangeRate, MarketMultiples, MultipleBand } from '../content/market-multiples.ts';

/*
 * The value model (issue 30, decision 036). Pure and shared: the server computes GET /reports/value/
 * with it from what it stored, the browser's what-if panel with the same function, so both give
 * the same figures to the unit.
 *
 * 1. Size band: walk the bands from the smallest; the band is the first whose deal-value range holds
 *    its own median multiple × its own basis earnings (SDE for the SDE bands, EBITDA for the others).
 *    The bands are US deal values: financials in another currency are converted to US dollars at the
 *    market data's rate for that currency for this comparison only (no rate: no estimate).
 * 2. Earnings basis: the band's (SDE = EBITDA + owner compensation below $2M, EBITDA above).
 * 3. Base multiple: the band's median. Drivers move it by a share of the base (the model's weights,
 *    stated in decision 036, not market figures); size is the band's step above the smallest band.
 * 4. Mid = base + driver effects (never below a quarter of the base); low/high = mid ∓ 20 %.
 * 5. Value = earnings × multiple, rounded to whole units. Potential = the same with the readiness
 *    score at its target; gap = potential value − mid value.
 */

export const driverIds = ['size', 'readiness', 'recurring', 'concentration', 'owner', 'growth'] as const;
export type DriverId = (typeof driverIds)[number];

export type GrowthTrend = 'UPWARDS' | 'DOWNWARDS' | 'UNCHANGED';

/** The model's weights: the largest share of the base multiple each driver can add or take. */
export const modelWeights = {
  /** score 100 adds 15 %, score 0 takes 15 %, 50 is neutral */
  readiness: 0.15,
  /** each point of recurring revenue above 25 % adds 0.2 % (100 % recurring: +15 %; none: -5 %) */
  recurringPerPoint: 0.002,
  recurringNeutral: 25,
  /** a largest customer above 15 % of revenue takes up to 20 % (reached at 50 %) */
  concentration: 0.2,
  concentrationFree: 15,
  concentrationFull: 50,
  /** a business that has not run a month without its owner */
  ownerDependent: -0.1,
  growthUp: 0.05,
  growthDown: -0.1,
  /** the range around the mid multiple */
  spread: 0.2,
  /** the mid never falls below this share of the base */
  floor: 0.25,
} as const;

/** The readiness score the potential assumes once the 90-day plan is done. */
export const readinessTarget = 80;

export interface ValueModelInputs {
  financials: CompleteFinancials;
  /** the Exit Readiness Score 0-100, null while no part was taken */
  readiness: number | null;
  /** the business details' revenue trend, null while not answered */
  growth: GrowthTrend | null;
}

export interface ValueDriver {
  id: DriverId;
  name: string;
  /** the change to the multiple, in turns of earnings (2 decimals) */
  effect: number;
  why: string;
}

export interface ValueEstimate {
  band: MultipleBand;
  /** the rate that placed non-USD financials in their band; null for USD */
  exchangeRate: ExchangeRate | null;
  earnings: { basis: EarningsBasis; amount: number };
  multiple: { low: number; mid: number; high: number };
  value: { low: number; mid: number; high: number };
  drivers: ValueDriver[];
  potential: { multiple: number; value: number };
  gap: number;
}

export type ValueModelRefusal = { reason: 'no_earnings' | 'currency'; message: string };

export const valueModelMessages = {
  noEarnings: 'The estimate needs positive earnings: EBITDA plus owner compensation must be above zero.',
  currency: (code: CurrencyCode) => {
    const { name } = currencyOf(code);
    return `There is no estimate in ${name} (${code}) yet: the market figures are prices of US deals, in US dollars, and the exchange rate for ${name} has not been entered. Save your financials in USD to see an estimate now.`;
  },
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;
const pct = (value: number) => `${Math.round(value * 1000) / 10}%`;

export function sde(financials: Pick<CompleteFinancials, 'ebitda' | 'owner_compensation'>): number {
  return financials.ebitda + financials.owner_compensation;
}

function earningsFor(band: MultipleBand, financials: CompleteFinancials): number {
  return band.basis === 'sde' ? sde(financials) : financials.ebitda;
}

/** The market data's rate for a currency; null for USD (the bands' own) and for a currency without one. */
export function exchangeRateFor(market: MarketMultiples, currency: CurrencyCode): ExchangeRate | null {
  return market.exchange_rates?.find((rate) => rate.currency === currency) ?? null;
}

/** An amount in the rate's currency, in US dollars (the rate as its source prints it, either way round). */
export function toUsd(amount: number, rate: ExchangeRate): number {
  return rate.quoted_as === 'usd_per_unit' ? amount * rate.rate : amount / rate.rate;
}

/**
 * Step 1: the first band whose range holds its own median × its own earnings, compared in US dollars
 * (the bands' currency). Financials in another currency need the market data's rate for it.
 */
export function chooseBand(market: MarketMultiples, financials: CompleteFinancials): MultipleBand {
  const rate = financials.currency === market.currency ? null : exchangeRateFor(market, financials.currency);
  if (financials.currency !== market.currency && rate === null)
    throw new RangeError(`No exchange rate for ${financials.currency} in the market data`);
  for (const band of market.bands) {
    const dealValue = earningsFor(band, financials) * band.multiple;
    const inUsd = rate === null ? dealValue : toUsd(dealValue, rate);
    if (band.max_value === null || inUsd < band.max_value) return band;
  }
  // the schema requires the last band to be open-ended; keep the type checker content
  return market.bands[market.bands.length - 1]!;
}

function readinessEffect(base: number, score: number | null): number {
  return score === null ? 0 : round2(((score - 50) / 50) * modelWeights.readiness * base);
}

function drivers(base: number, band: MultipleBand, smallest: MultipleBand, inputs: ValueModelInputs): ValueDriver[] {
  const { financials, readiness, growth } = inputs;
  const recurring = round2(
    (financials.recurring_share - modelWeights.recurringNeutral) * modelWeights.recurringPerPoint * base,
  );
  const over = Math.max(0, financials.largest_customer_share - modelWeights.concentrationFree);
  const concentrationShare = Math.min(1, over / (modelWeights.concentrationFull - modelWeights.concentrationFree));
  const concentration = round2(-concentrationShare * modelWeights.concentration * base);
  const owner = financials.runs_without_owner ? 0 : round2(modelWeights.ownerDependent * base);
  const growthEffect =
    growth === 'UPWARDS'
      ? round2(modelWeights.growthUp * base)
      : growth === 'DOWNWARDS'
        ? round2(modelWeights.growthDown * base)
        : 0;
  return [
    {
      id: 'size',
      name: 'Size',
      effect: round2(band.multiple - smallest.multiple),
      why: `Deals of ${band.label} sold for a median ${band.multiple}× ${band.basis === 'sde' ? 'SDE' : 'EBITDA'}, against ${smallest.multiple}× for the smallest (${smallest.label}). Larger earnings move the business into a higher band.`,
    },
    {
      id: 'readiness',
      name: 'Exit readiness',
      effect: readinessEffect(base, readiness),
      why:
        readiness === null
          ? 'No Exit Readiness Score yet: take the assessments to let it count. A score above 50 raises the multiple, below 50 lowers it (up to 15% of the base either way).'
          : `Your Exit Readiness Score is ${readiness}. Each point above 50 adds 0.3% of the base multiple, each point below takes 0.3% (up to 15% either way).`,
    },
    {
      id: 'recurring',
      name: 'Recurring revenue',
      effect: recurring,
      why: `${financials.recurring_share}% of revenue recurs. Each point above 25% adds 0.2% of the base multiple; below 25% it takes the same (100% recurring: +15%).`,
    },
    {
      id: 'concentration',
      name: 'Customer concentration',
      effect: concentration,
      why: `Your largest customer is ${financials.largest_customer_share}% of revenue. Above 15% a buyer discounts the risk, up to 20% of the base multiple at 50% or more; ${pct(concentrationShare * modelWeights.concentration)} taken now.`,
    },
    {
      id: 'owner',
      name: 'Owner dependence',
      effect: owner,
      why: financials.runs_without_owner
        ? 'The business ran for a month without you: a buyer can take it over without you. No discount.'
        : 'The business has not run for a month without you: a buyer discounts the risk by 10% of the base multiple until it has.',
    },
    {
      id: 'growth',
      name: 'Growth',
      effect: growthEffect,
      why:
        growth === null
          ? 'Revenue trend not answered in your business details: no effect. Rising revenue adds 5% of the base multiple, falling revenue takes 10%.'
          : growth === 'UPWARDS'
            ? 'Your business details say revenue is rising: +5% of the base multiple.'
            : growth === 'DOWNWARDS'
              ? 'Your business details say revenue is falling: -10% of the base multiple. Turning it flat removes the discount.'
              : 'Your business details say revenue is flat: no effect. Rising revenue would add 5% of the base multiple.',
    },
  ];
}

function midMultiple(base: number, effects: number[]): number {
  const sum = effects.reduce((total, effect) => total + effect, 0);
  return round2(Math.max(base * modelWeights.floor, base + sum));
}

/** The estimate, or why there is none. Deterministic: the same inputs give the same figures. */
export function estimateValue(
  market: MarketMultiples,
  inputs: ValueModelInputs,
): { ok: true; estimate: ValueEstimate } | { ok: false; refusal: ValueModelRefusal } {
  const { financials } = inputs;
  const exchangeRate = financials.currency === market.currency ? null : exchangeRateFor(market, financials.currency);
  if (financials.currency !== market.currency && exchangeRate === null)
    return { ok: false, refusal: { reason: 'currency', message: valueModelMessages.currency(financials.currency) } };
  if (sde(financials) <= 0)
    return { ok: false, refusal: { reason: 'no_earnings', message: valueModelMessages.noEarnings } };
  const band = chooseBand(market, financials);
  const smallest = market.bands[0]!;
  const amount = earningsFor(band, financials);
  if (amount <= 0) return { ok: false, refusal: { reason: 'no_earnings', message: valueModelMessages.noEarnings } };
  const base = band.multiple;
  const list = drivers(base, band, smallest, inputs);
  // size is already in the base (the band's median); the others move it
  const moving = list.filter((driver) => driver.id !== 'size').map((driver) => driver.effect);
  const mid = midMultiple(base, moving);
  const multiple = { low: round2(mid * (1 - modelWeights.spread)), mid, high: round2(mid * (1 + modelWeights.spread)) };
  const value = {
    low: Math.round(amount * multiple.low),
    mid: Math.round(amount * multiple.mid),
    high: Math.round(amount * multiple.high),
  };
  const targetScore = Math.max(inputs.readiness ?? 0, readinessTarget);
  const potentialEffects = list
    .filter((driver) => driver.id !== 'size')
    .map((driver) => (driver.id === 'readiness' ? readinessEffect(base, targetScore) : driver.effect));
  const potentialMultiple = midMultiple(base, potentialEffects);
  const potentialValue = Math.round(amount * potentialMultiple);
  return {
    ok: true,
    estimate: {
      band,
      exchangeRate,
      earnings: { basis: band.basis, amount },
      multiple,
      value,
      drivers: list,
      potential: { multiple: potentialMultiple, value: potentialValue },
      gap: potentialValue - value.mid,
    },
  };
}

/** Plan sources whose actions raise the readiness score (the others do not move the estimate). */
export const scoreRaisingSources = ['brand', 'checklist', 'plans', 'missing'] as const;

/**
 * The part of the gap each plan action closes: the gap is what reaching the target score is worth,
 * and the plan does not say how many points each action earns, so the actions that raise the score
 * share it equally (the last takes the rounding remainder, so the parts add up to the gap exactly).
 * Actions that do not raise the score get null.
 */
export function gapShares(gap: number, actions: { id: string; source: string }[]): Map<string, number | null> {
  const raising = actions.filter((action) => (scoreRaisingSources as readonly string[]).includes(action.source));
  const shares = new Map<string, number | null>(actions.map((action) => [action.id, null]));
  if (raising.length === 0 || gap <= 0) return shares;
  const each = Math.floor(gap / raising.length);
  raising.forEach((action, index) => {
    shares.set(action.id, index === raising.length - 1 ? gap - each * (raising.length - 1) : each);
  });
  return shares;
}
