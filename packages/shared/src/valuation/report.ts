import type { MarketMultiples } from '../content/market-multiples.ts';
import {
  financialsLabels,
  missingFinancials,
  type CompanyFinancials,
  type CompleteFinancials,
} from '../schemas/company-financials.ts';
import type { ValueBasis, ValueReport } from '../schemas/value-report.ts';
import { estimateValue, type GrowthTrend } from './model.ts';

/*
 * The reply of GET /reports/value/ built from the model: the server calls it with what it stored,
 * the what-if panel with the member's changes, and a test checks both give the same reply.
 */

export const valueMissingMessage = (labels: string[]) =>
  `Add your ${labels.join(', ')} in the Financials step of your business details to see an estimate.`;

export function valueReport(
  market: MarketMultiples,
  financials: CompanyFinancials,
  readiness: number | null,
  growth: GrowthTrend | null,
): ValueReport {
  const missing = missingFinancials(financials);
  if (missing.length > 0)
    return { missing, message: valueMissingMessage(missing.map((field) => financialsLabels[field].toLowerCase())) };
  const complete = financials as CompleteFinancials;
  const result = estimateValue(market, { financials: complete, readiness, growth });
  if (!result.ok) return { missing: [], message: result.refusal.message };
  const { estimate } = result;
  const smallest = market.bands[0]!;
  const bandFigure = (band: (typeof market.bands)[number]) => ({
    figure: `Median ${band.multiple}× ${band.basis === 'sde' ? 'SDE' : 'EBITDA'} paid for businesses sold for ${band.label}`,
    source: band.source,
    year: band.year,
    url: band.url,
  });
  const basis: ValueBasis[] = [bandFigure(estimate.band)];
  if (smallest.id !== estimate.band.id) basis.push(bandFigure(smallest));
  basis.push(...market.notes.map((note) => ({ ...note })));
  const { currency: _currency, ...rest } = complete;
  return {
    currency: complete.currency,
    inputs: { ...rest, readiness_score: readiness, growth },
    multiple: estimate.multiple,
    value: estimate.value,
    earnings: estimate.earnings,
    basis,
    drivers: estimate.drivers,
    potential: estimate.potential,
    gap: estimate.gap,
  };
}

/** Said wherever the estimate is shown (page and PDF), in plain words. */
export const valueEstimateNote =
  'This is an estimate from public market averages and your own answers, not a formal valuation. A buyer’s offer depends on due diligence, terms and the market at the time; ask a qualified valuer before you rely on a figure.';
