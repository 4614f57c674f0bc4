import { formatCurrency } from '@exitcraft/shared/content/currencies';
import { bundledMarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { ValueEstimateReply } from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { exchangeRateNote, valueReport } from '@exitcraft/shared/valuation/report';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { ValueSection } from './value-section.tsx';
import { changeValue } from '../../../../test/change-value.ts';

const financials = {
  currency: 'USD',
  revenue: 2_400_000,
  ebitda: 380_000,
  owner_compensation: 150_000,
  recurring_share: 40,
  largest_customer_share: 30,
  runs_without_owner: false,
} as const;
const reply = valueReport(bundledMarketMultiples, { ...financials }, 60, 'UPWARDS') as ValueEstimateReply;
const money = (amount: number) => formatCurrency(amount, 'USD');
/** The market data as staff might have changed it: the what-if must use what the server serves. */
const market = structuredClone(bundledMarketMultiples);
for (const band of market.bands) band.multiple = Math.round(band.multiple * 1.3 * 10) / 10;

describe('the value estimate on /exitwealth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the range, the drivers, the potential and gap, and links every market figure', async () => {
    fakeApi({
      'GET /reports/value/': () => [200, reply],
      'GET /reports/value/history/': () => [200, { snapshots: [] }],
      'GET /market-multiples/': () => [200, market],
    });
    renderWithQuery(inRouter(<ValueSection />));
    expect(await screen.findByText(`${money(reply.value.low)} – ${money(reply.value.high)}`)).toBeInTheDocument();
    expect(screen.getByText(money(reply.potential.value))).toBeInTheDocument();
    expect(screen.getByText(money(reply.gap))).toBeInTheDocument();
    for (const driver of reply.drivers) expect(screen.getByText(driver.why)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /IBBA/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByText(/not a formal valuation/)).toBeInTheDocument();
  });

  it('recomputes the what-if in the browser, without a request, to the model’s figure', async () => {
    const api = fakeApi({
      'GET /reports/value/': () => [200, reply],
      'GET /reports/value/history/': () => [200, { snapshots: [] }],
      'GET /market-multiples/': () => [200, market],
    });
    renderWithQuery(inRouter(<ValueSection />));
    const ebitda = await screen.findByLabelText('EBITDA (USD)');
    const requests = api.fetchMock.mock.calls.length;
    await userEvent.setup().clear(ebitda);
    await userEvent.setup().type(ebitda, '600000');
    changeValue(screen.getByLabelText(/^Recurring revenue share/), { target: { value: '80' } });
    await userEvent.setup().click(screen.getByLabelText('Runs a month without me'));
    const expected = valueReport(
      market,
      { ...financials, ebitda: 600_000, recurring_share: 80, runs_without_owner: true },
      60,
      'UPWARDS',
    );
    if (!isEstimate(expected)) throw new Error('expected an estimate');
    expect(screen.getByRole('status')).toHaveTextContent(`With these figures: ${money(expected.value.mid)}`);
    const bundled = valueReport(
      bundledMarketMultiples,
      { ...financials, ebitda: 600_000, recurring_share: 80, runs_without_owner: true },
      60,
      'UPWARDS',
    );
    if (!isEstimate(bundled)) throw new Error('expected an estimate');
    expect(bundled.value.mid).not.toBe(expected.value.mid);
    expect(api.fetchMock.mock.calls.length).toBe(requests);
  });

  it('for euro financials, says the rate only chose the band, links it, and the what-if equals the server to the unit', async () => {
    // the set as staff might have changed it: other medians, and the euro at another rate
    const served = structuredClone(market);
    const euro = served.exchange_rates!.find((rate) => rate.currency === 'EUR')!;
    euro.rate = 1.2;
    euro.source = 'European Central Bank, euro reference rates';
    euro.url = 'https://www.ecb.europa.eu/stats/';
    const euros = { ...financials, currency: 'EUR', ebitda: 230_000 } as const;
    // what the server answers: the shared function with the stored inputs and the set in use
    const server = valueReport(served, { ...euros }, 60, 'UPWARDS') as ValueEstimateReply;
    fakeApi({
      'GET /reports/value/': () => [200, server],
      'GET /reports/value/history/': () => [200, { snapshots: [] }],
      'GET /market-multiples/': () => [200, served],
    });
    renderWithQuery(inRouter(<ValueSection />));
    const euroMoney = (amount: number) => formatCurrency(amount, 'EUR').replace(/\s+/g, ' ');
    expect(
      await screen.findByText(`${euroMoney(server.value.low)} – ${euroMoney(server.value.high)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(exchangeRateNote(server.exchange_rate!), { exact: false })).toBeInTheDocument();
    const rateLinks = screen.getAllByRole('link', { name: /European Central Bank, euro reference rates, 2023/ });
    expect(rateLinks.length).toBe(2); // beside the estimate and among the market figures
    for (const link of rateLinks) expect(link).toHaveAttribute('href', 'https://www.ecb.europa.eu/stats/');

    // the what-if, unchanged, gives the server's mid; changed, the shared function's figure
    const ebitda = await screen.findByLabelText('EBITDA (EUR)');
    await userEvent.setup().clear(ebitda);
    await userEvent.setup().type(ebitda, '230000');
    expect(screen.getByRole('status')).toHaveTextContent(`With these figures: ${euroMoney(server.value.mid)} (`);
    await userEvent.setup().clear(ebitda);
    await userEvent.setup().type(ebitda, '900000');
    const changed = valueReport(served, { ...euros, ebitda: 900_000 }, 60, 'UPWARDS');
    if (!isEstimate(changed)) throw new Error('expected an estimate');
    expect(screen.getByRole('status')).toHaveTextContent(`With these figures: ${euroMoney(changed.value.mid)} (`);
  });

  it('says what is missing before there are financials', async () => {
    fakeApi({
      'GET /reports/value/': () => [200, { missing: ['revenue'], message: 'Add your revenue in the Financials step.' }],
    });
    renderWithQuery(inRouter(<ValueSection />));
    expect(await screen.findByText('Add your revenue in the Financials step.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your financials' })).toBeInTheDocument();
  });
});
