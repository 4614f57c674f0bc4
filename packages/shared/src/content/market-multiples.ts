import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { type CurrencyCode, currencyCodes } from './currencies.ts';

/*
 * The market data behind the value estimate (issue 30, decision 036): the median multiples of
 * earnings paid for closed business sales, by deal size, from a named public survey. Content like
 * the Cost of Inaction research: every figure carries its source, year and link, and staff replace
 * the whole set in the back office's Research section (audited, step-up). The bundled set below
 * seeds the database and is what the model uses until staff change it.
 *
 * Checked (decision 036 says how): IBBA and M&A Source, Market Pulse Survey Report, Q3 2022,
 * as summarised by Murphy Business (Winston-Salem), whose write-up quotes each median multiple;
 * the share of deals priced on SDE rather than EBITDA by deal size from the Q4 2020-Q3 2021
 * Market Pulse averages, as republished by Steve Fylypchuk. The exchange rates: the Federal
 * Reserve Board's G.5A release of February 1, 2024 (annual averages of 2023), each rate as printed.
 */

/** The market data the value model uses now, public (the what-if on /exitwealth computes with it). */
export const marketMultiplesEndpoint = '/market-multiples/';

export const earningsBases = ['ebitda', 'sde'] as const;
export type EarningsBasis = (typeof earningsBases)[number];

const httpsUrl = text({ error: 'Each figure needs an https:// link to its source.' })
  .trim()
  .max(2000)
  .regex(/^https:\/\/\S+$/, 'Each figure needs an https:// link to its source.');
const sourceName = text({ error: 'Each figure needs its source.' })
  .trim()
  .min(1, 'Each figure needs its source.')
  .max(300);
const year = z
  .number({ error: 'Each figure needs its year.' })
  .int()
  .min(1990, 'Year must be 1990 or later.')
  .max(2100, 'Year must be 2100 or earlier.');

/** One size band: deals priced from `min_value` up to (not including) `max_value`, in US dollars. */
export const multipleBandSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, 'A band id is 1-40 lowercase letters, digits or underscores.'),
  label: text().trim().min(1).max(80),
  /** inclusive lower bound of the deal value, US dollars */
  min_value: z.number().int().min(0),
  /** exclusive upper bound; null for the last band */
  max_value: z.number().int().positive().nullable(),
  basis: z.enum(earningsBases),
  /** the median multiple of the basis earnings paid in the band */
  multiple: z.number().positive().max(50),
  source: sourceName,
  year,
  url: httpsUrl,
});
export type MultipleBand = z.infer<typeof multipleBandSchema>;

/** A figure shown as context (why the model does what it does), not used in the arithmetic. */
export const marketNoteSchema = z.strictObject({
  figure: text().trim().min(1).max(400),
  source: sourceName,
  year,
  url: httpsUrl,
});
export type MarketNote = z.infer<typeof marketNoteSchema>;

/** The calculator's currencies other than the bands' own: the ones an exchange rate is for. */
export const rateCurrencies = currencyCodes.filter((code) => code !== 'USD') as [
  Exclude<CurrencyCode, 'USD'>,
  ...Exclude<CurrencyCode, 'USD'>[],
];

/**
 * How the source prints the rate: units of the currency per US dollar (1 USD = 0.8984 CHF), or US
 * dollars per unit of the currency (1 EUR = 1.0817 USD). Stored as the source prints it, so each
 * figure can be checked against its source digit for digit; the model converts either way.
 */
export const rateQuotes = ['units_per_usd', 'usd_per_unit'] as const;
export type RateQuote = (typeof rateQuotes)[number];

export const exchangeRateMessages = {
  currency: 'Choose one of the calculator’s currencies other than USD.',
  rate: 'The rate must be a number above 0.',
  duplicate: 'Each currency may have only one exchange rate.',
} as const;

/**
 * One exchange rate, used only to choose the size band for financials in that currency (the bands
 * are US deal values); the multiple has no currency, so the estimate stays in the member's own.
 */
export const exchangeRateSchema = z.strictObject({
  currency: z.enum(rateCurrencies, { error: exchangeRateMessages.currency }),
  rate: z
    .number({ error: exchangeRateMessages.rate })
    .positive(exchangeRateMessages.rate)
    .max(1_000_000, 'The rate must be 1,000,000 or less.'),
  quoted_as: z.enum(rateQuotes, { error: 'Say how the source prints the rate.' }),
  source: sourceName,
  year,
  url: httpsUrl,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const marketMultiplesSchema = z
  .strictObject({
    /** the currency the band bounds are in: the surveys are of US deals */
    currency: z.literal('USD'),
    bands: z.array(multipleBandSchema).min(1, 'The market data needs at least one size band.').max(20),
    notes: z.array(marketNoteSchema).max(20),
    /** absent in a set saved before rates existed: financials in other currencies then get no estimate */
    exchange_rates: z.array(exchangeRateSchema).max(rateCurrencies.length).optional(),
  })
  .superRefine((data, context) => {
    data.bands.forEach((band, index) => {
      const next = data.bands[index + 1];
      const last = index === data.bands.length - 1;
      if (index === 0 && band.min_value !== 0)
        context.addIssue({ code: 'custom', path: ['bands', 0, 'min_value'], message: 'The first band starts at 0.' });
      if (last && band.max_value !== null)
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'max_value'],
          message: 'The last band has no upper bound (null).',
        });
      if (next && band.max_value !== next.min_value)
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'max_value'],
          message: 'Each band ends where the next one starts.',
        });
    });
    const seen = new Set<string>();
    (data.exchange_rates ?? []).forEach((rate, index) => {
      if (seen.has(rate.currency))
        context.addIssue({
          code: 'custom',
          path: ['exchange_rates', index, 'currency'],
          message: exchangeRateMessages.duplicate,
        });
      seen.add(rate.currency);
    });
    const ids = data.bands.map((band) => band.id);
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', path: ['bands'], message: 'Each band id may appear only once.' });
  });
export type MarketMultiples = z.infer<typeof marketMultiplesSchema>;

const marketPulse = {
  source: 'IBBA and M&A Source, Market Pulse Survey Report (Q3 2022), as summarised by Murphy Business',
  year: 2022,
  url: 'https://murphybusiness.com/winstonsalem/?p=685',
} as const;

/** Every rate below is in the 2023 column of this page, as printed (decision 036 says how it was read). */
const federalReserve2023 = {
  source: 'Federal Reserve Board, Foreign Exchange Rates G.5A Annual (released February 1, 2024), the year’s average',
  year: 2023,
  url: 'https://federalreserve.gov/releases/g5a/20240201',
} as const;

/**
 * The release prints most rates as currency units per US dollar, and the pound, euro, Australian and
 * New Zealand dollars as US dollars per unit (its asterisk); each is kept the way it is printed.
 * The release has no UAE dirham or Saudi riyal: staff may add them with a source.
 */
const bundledRates: ExchangeRate[] = (
  [
    ['EUR', 1.0817, 'usd_per_unit'],
    ['GBP', 1.244, 'usd_per_unit'], // printed 1.2440
    ['JPY', 140.5001, 'units_per_usd'],
    ['CNY', 7.0809, 'units_per_usd'],
    ['INR', 82.5708, 'units_per_usd'],
    ['AUD', 0.6644, 'usd_per_unit'],
    ['CAD', 1.3494, 'units_per_usd'],
    ['CHF', 0.8984, 'units_per_usd'],
    ['SGD', 1.3428, 'units_per_usd'],
    ['HKD', 7.8292, 'units_per_usd'],
    ['ZAR', 18.4535, 'units_per_usd'],
    ['NZD', 0.6143, 'usd_per_unit'],
  ] as const
).map(([currency, rate, quoted_as]) => ({ currency, rate, quoted_as, ...federalReserve2023 }));

export const bundledMarketMultiples: MarketMultiples = {
  currency: 'USD',
  bands: [
    {
      id: 'under_500k',
      label: 'under $500K',
      min_value: 0,
      max_value: 500_000,
      basis: 'sde',
      multiple: 2.0,
      ...marketPulse,
    },
    {
      id: 'from_500k_to_1m',
      label: '$500K to $1M',
      min_value: 500_000,
      max_value: 1_000_000,
      basis: 'sde',
      multiple: 2.5,
      ...marketPulse,
    },
    {
      id: 'from_1m_to_2m',
      label: '$1M to $2M',
      min_value: 1_000_000,
      max_value: 2_000_000,
      basis: 'sde',
      multiple: 3.3,
      ...marketPulse,
    },
    {
      id: 'from_2m_to_5m',
      label: '$2M to $5M',
      min_value: 2_000_000,
      max_value: 5_000_000,
      basis: 'ebitda',
      multiple: 4.3,
      ...marketPulse,
    },
    {
      id: 'from_5m_to_50m',
      label: '$5M or more (surveyed: $5M to $50M)',
      min_value: 5_000_000,
      max_value: null,
      basis: 'ebitda',
      multiple: 5.0,
      ...marketPulse,
    },
  ],
  notes: [
    {
      figure:
        'Deals under $2M were priced on seller’s discretionary earnings (SDE) 84% of the time; deals of $5M to $50M were priced on EBITDA 79% of the time.',
      source:
        'IBBA and M&A Source, Market Pulse Survey (averages of Q4 2020 to Q3 2021), as republished by Steve Fylypchuk',
      year: 2021,
      url: 'https://steve-fylypchuk.com/ibba-ma-source-market-pulse-results-4q-2021/',
    },
  ],
  exchange_rates: bundledRates,
};
