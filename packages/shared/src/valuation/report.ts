import { currencyOf } from '../content/currencies.ts';
import type { ExchangeRate, MarketMultiples } from '../content/market-multiples.ts';
import type { CompanyFinancials } from '../schemas/company-financials.ts';
import { financialsLabels, missingFinancials, type CompleteFinancials } from './financials.ts';
import type { ValueBasis, ValueExchangeRate, ValueReport } from '../schemas/value-report.ts';
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
  const rate = estimate.exchangeRate;
  if (rate)
    basis.push({
      figure: `Exchange rate used to choose the size band: ${exchangeRateQuote(rate)}`,
      source: rate.source,
      year: rate.year,
      url: rate.url,
    });
  basis.push(...market.notes.map((note) => ({ ...note })));
  const { currency: _currency, ...rest } = complete;
  return {
    currency: complete.currency,
    exchange_rate: rate && { ...rate },
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

/** A rate the way its source prints it: `1 USD = 0.8984 CHF`, `1 EUR = 1.0817 USD`. */
export function exchangeRateQuote(rate: Pick<ExchangeRate, 'currency' | 'rate' | 'quoted_as'>): string {
  return rate.quoted_as === 'usd_per_unit'
    ? `1 ${rate.currency} = ${rate.rate} USD`
    : `1 USD = ${rate.rate} ${rate.currency}`;
}

/**
 * Said beside an estimate for financials in another currency (page and PDF, then the rate's source):
 * the rate only chose the band; the estimate itself is in the member's currency.
 */
export function exchangeRateNote(rate: ValueExchangeRate): string {
  const { name } = currencyOf(rate.currency);
  return `Your financials are in ${name} (${rate.currency}). The size bands are prices of US deals, in US dollars: to choose your band, your earnings × each band’s median were converted to US dollars at ${exchangeRateQuote(rate)}. A multiple has no currency, so your estimate is your own ${rate.currency} earnings × the multiple, in ${rate.currency}.`;
}

/** Said wherever the estimate is shown (page and PDF), in plain words. */
export const valueEstimateNote =
  'This is an estimate from public market averages and your own answers, not a formal valuation. A buyer’s offer depends on due diligence, terms and the market at the time; ask a qualified valuer before you rely on a figure.';
