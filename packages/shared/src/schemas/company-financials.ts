import { z } from 'zod';
import { currencyCodes } from '../content/currencies.ts';
import { financialsLabels } from '../valuation/financials.ts';
import { formatCount } from '../format/plain.ts';

/*
 * GET/PUT /company-financials/ (issue 30): the business details' optional "Financials" step.
 * Money is in whole units of the currency, shares are percentages 0-100. Every field may be null
 * (not entered yet): the step never blocks the business details, and the value estimate
 * (GET /reports/value/) lists what it still misses. Each refusal names its field.
 */

/** The largest amount the model takes (a trillion units): far above any business it is meant for. */
export const financialsMoneyMax = 1_000_000_000_000;

export const financialsMessages = {
  currency: `Currency must be one of: ${currencyCodes.join(', ')}.`,
  revenueNegative: 'Revenue cannot be negative.',
  ebitdaAboveRevenue: 'EBITDA cannot be more than revenue.',
  compensationNegative: 'Owner compensation cannot be negative.',
  runsWithoutOwner: 'Say yes or no: did the business run for a month without you?',
  wholeNumber: (label: string) => `${label} must be a whole number (no letters, no decimals).`,
  tooLarge: (label: string) => `${label} must be at most ${formatCount(financialsMoneyMax)}.`,
  share: (label: string) => `${label} must be a whole percentage from 0 to 100.`,
} as const;

const money = (label: string) =>
  z
    .number({ error: financialsMessages.wholeNumber(label) })
    .int(financialsMessages.wholeNumber(label))
    .max(financialsMoneyMax, financialsMessages.tooLarge(label))
    .min(-financialsMoneyMax, financialsMessages.tooLarge(label));

const share = (label: string) =>
  z
    .number({ error: financialsMessages.share(label) })
    .int(financialsMessages.share(label))
    .min(0, financialsMessages.share(label))
    .max(100, financialsMessages.share(label));

const fieldSchemas = {
  currency: z.enum(currencyCodes, { error: financialsMessages.currency }),
  revenue: money(financialsLabels.revenue).min(0, financialsMessages.revenueNegative),
  ebitda: money(financialsLabels.ebitda),
  owner_compensation: money(financialsLabels.owner_compensation).min(0, financialsMessages.compensationNegative),
  recurring_share: share(financialsLabels.recurring_share),
  largest_customer_share: share(financialsLabels.largest_customer_share),
  runs_without_owner: z.boolean({ error: financialsMessages.runsWithoutOwner }),
};

/** The stored shape, and GET's reply: null until saved. */
export const companyFinancialsSchema = z.object({
  currency: fieldSchemas.currency.nullable(),
  revenue: fieldSchemas.revenue.nullable(),
  ebitda: fieldSchemas.ebitda.nullable(),
  owner_compensation: fieldSchemas.owner_compensation.nullable(),
  recurring_share: fieldSchemas.recurring_share.nullable(),
  largest_customer_share: fieldSchemas.largest_customer_share.nullable(),
  runs_without_owner: fieldSchemas.runs_without_owner.nullable(),
});
export type CompanyFinancials = z.infer<typeof companyFinancialsSchema>;

export const emptyFinancials: CompanyFinancials = {
  currency: null,
  revenue: null,
  ebitda: null,
  owner_compensation: null,
  recurring_share: null,
  largest_customer_share: null,
  runs_without_owner: null,
};

/**
 * PUT /company-financials/: the whole step (a field left out or null is cleared). EBITDA above
 * revenue is refused on the EBITDA field.
 */
export const companyFinancialsRequestSchema = z
  .strictObject({
    currency: fieldSchemas.currency.nullable().default(null),
    revenue: fieldSchemas.revenue.nullable().default(null),
    ebitda: fieldSchemas.ebitda.nullable().default(null),
    owner_compensation: fieldSchemas.owner_compensation.nullable().default(null),
    recurring_share: fieldSchemas.recurring_share.nullable().default(null),
    largest_customer_share: fieldSchemas.largest_customer_share.nullable().default(null),
    runs_without_owner: fieldSchemas.runs_without_owner.nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.revenue !== null && value.ebitda !== null && value.ebitda > value.revenue) {
      context.addIssue({ code: 'custom', path: ['ebitda'], message: financialsMessages.ebitdaAboveRevenue });
    }
  });
export type CompanyFinancialsRequest = z.input<typeof companyFinancialsRequestSchema>;

/** The reply to GET and PUT: the stored fields and when they were last saved (null: never). */
export const companyFinancialsReplySchema = companyFinancialsSchema.extend({
  updated_at: z.string().nullable(),
});
export type CompanyFinancialsReply = z.infer<typeof companyFinancialsReplySchema>;
