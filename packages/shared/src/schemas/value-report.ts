import { z } from 'zod';
import { currencyCodes } from '../content/currencies.ts';
import { earningsBases, rateCurrencies, rateQuotes } from '../content/market-multiples.ts';
import { driverIds } from '../valuation/model.ts';
import { financialsFields } from '../valuation/financials.ts';

/*
 * GET /reports/value/ (issue 30, decision 036): what the business might sell for today, from the
 * financials and readiness score the server stored. Two shapes: the estimate, or (no estimate yet)
 * `{ missing, message }` naming what the member still has to give.
 */

const range = <T extends z.ZodType>(item: T) => z.object({ low: item, mid: item, high: item });

export const valueInputsSchema = z.object({
  revenue: z.number().int(),
  ebitda: z.number().int(),
  owner_compensation: z.number().int(),
  recurring_share: z.number().int(),
  largest_customer_share: z.number().int(),
  runs_without_owner: z.boolean(),
  /** the Exit Readiness Score used, null while no part was taken */
  readiness_score: z.number().int().nullable(),
  /** the business details' revenue trend, null while not answered */
  growth: z.enum(['UPWARDS', 'DOWNWARDS', 'UNCHANGED']).nullable(),
});
export type ValueInputs = z.infer<typeof valueInputsSchema>;

export const valueBasisSchema = z.object({
  figure: z.string(),
  source: z.string(),
  year: z.number().int(),
  url: z.string(),
});
export type ValueBasis = z.infer<typeof valueBasisSchema>;

/** The exchange rate that placed non-USD financials in their size band (decision 036). */
export const valueExchangeRateSchema = z.object({
  currency: z.enum(rateCurrencies),
  rate: z.number(),
  quoted_as: z.enum(rateQuotes),
  source: z.string(),
  year: z.number().int(),
  url: z.string(),
});
export type ValueExchangeRate = z.infer<typeof valueExchangeRateSchema>;

export const valueEstimateReplySchema = z.strictObject({
  currency: z.enum(currencyCodes),
  /** null for USD financials: the bands' own currency needs no rate */
  exchange_rate: valueExchangeRateSchema.nullable(),
  inputs: valueInputsSchema,
  multiple: range(z.number()),
  value: range(z.number().int()),
  earnings: z.object({ basis: z.enum(earningsBases), amount: z.number().int() }),
  basis: z.array(valueBasisSchema),
  drivers: z.array(z.object({ id: z.enum(driverIds), name: z.string(), effect: z.number(), why: z.string() })),
  potential: z.object({ multiple: z.number(), value: z.number().int() }),
  gap: z.number().int(),
});
export type ValueEstimateReply = z.infer<typeof valueEstimateReplySchema>;

/** Missing: the financials fields not saved yet (may be empty when the refusal is about the figures). */
export const valueMissingReplySchema = z.strictObject({
  missing: z.array(z.enum(financialsFields as [string, ...string[]])),
  message: z.string(),
});
export type ValueMissingReply = z.infer<typeof valueMissingReplySchema>;

export const valueReportSchema = z.union([valueEstimateReplySchema, valueMissingReplySchema]);
export type ValueReport = z.infer<typeof valueReportSchema>;

/** GET /reports/value/history/: the snapshots taken after each submission and change of financials. */
export const valueHistorySchema = z.object({
  snapshots: z.array(
    z.object({
      at: z.string(),
      /** 'financials', 'business_details', or the submitted assessment's kind */
      cause: z.string(),
      readiness_score: z.number().int().nullable(),
      currency: z.enum(currencyCodes).nullable(),
      /** null while there was no estimate */
      value: range(z.number().int()).nullable(),
    }),
  ),
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;
