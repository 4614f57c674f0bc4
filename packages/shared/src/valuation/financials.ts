import type { CurrencyCode } from '../content/currencies.ts';
import type { CompanyFinancials } from '../schemas/company-financials.ts';

/*
 * The financials the value model reads, named and checked for completeness without zod: Exit
 * Wealth's what-if works with them and loads no schema library for them (decision 047). The
 * contract (GET/PUT /company-financials/) is schemas/company-financials.ts.
 */

export const financialsLabels = {
  currency: 'Currency',
  revenue: 'Revenue',
  ebitda: 'EBITDA',
  owner_compensation: 'Owner compensation',
  recurring_share: 'Recurring revenue share',
  largest_customer_share: 'Largest customer share',
  runs_without_owner: 'Ran a month without the owner',
} as const;
export type FinancialsField = keyof typeof financialsLabels;

/** Financials complete enough for the estimate (what the value model needs, all of it). */
export interface CompleteFinancials {
  currency: CurrencyCode;
  revenue: number;
  ebitda: number;
  owner_compensation: number;
  recurring_share: number;
  largest_customer_share: number;
  runs_without_owner: boolean;
}

export const financialsFields = Object.keys(financialsLabels) as FinancialsField[];

/** The fields the estimate still needs, in form order (empty: complete). */
export function missingFinancials(financials: CompanyFinancials): FinancialsField[] {
  return financialsFields.filter((field) => financials[field] === null);
}

export function completeFinancials(financials: CompanyFinancials): CompleteFinancials | null {
  return missingFinancials(financials).length === 0 ? (financials as CompleteFinancials) : null;
}
