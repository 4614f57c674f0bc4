import { bundledMarketMultiples, type MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { StaffMarketMultiples } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../../test/render.tsx';
import { StepUpProvider } from '../step-up.tsx';
import { MarketMultiplesSection } from './market-multiples-section.tsx';

const current: StaffMarketMultiples = {
  market: bundledMarketMultiples,
  updated_at: null,
  bundled: bundledMarketMultiples,
};

const renderSection = () =>
  renderWithQuery(
    inRouter(
      <StepUpProvider>
        <MarketMultiplesSection />
      </StepUpProvider>,
      '/staff/research',
    ),
  );

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function stepUpApi(initial: StaffMarketMultiples) {
  let steppedUp = false;
  let stored = initial;
  return fakeApi({
    'GET /staff/market-multiples/': () => [200, stored],
    'PUT /staff/market-multiples/': (body) => {
      if (!steppedUp) return [403, { code: 'step_up_required', message: 'Confirm your password to continue.' }];
      stored = { ...initial, market: body as MarketMultiples, updated_at: '2026-11-27T03:30:00Z' };
      return [200, stored];
    },
    'POST /staff/step-up/': () => {
      steppedUp = true;
      return [200, { expires_at: '2026-11-27T03:45:00Z' }];
    },
    'GET /second-factor/': () => [200, { passkeys: [], totp: false, recovery_codes_left: 0 }],
  });
}

describe('the market multiples in the back office', () => {
  it('shows the set in use, and names the first problem without sending anything', async () => {
    const { called } = fakeApi({ 'GET /staff/market-multiples/': () => [200, current] });
    const user = userEvent.setup();
    renderSection();
    const second = await screen.findByRole('group', { name: 'Band 2' });
    expect(screen.getByText(/figures that ship with Exitcraft/)).toBeInTheDocument();
    expect(within(second).getByLabelText('Median multiple')).toHaveValue(
      String(bundledMarketMultiples.bands[1]!.multiple),
    );
    await replace(user, within(second).getByLabelText('From (USD)'), '600000');
    await user.click(screen.getByRole('button', { name: 'Save market data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each band ends where the next one starts.');
    expect(called('PUT /staff/market-multiples/')).toHaveLength(0);
  });

  it('asks for the step-up, then saves the whole set with the changed figure', async () => {
    let steppedUp = false;
    let stored = current;
    const { called } = fakeApi({
      'GET /staff/market-multiples/': () => [200, stored],
      'PUT /staff/market-multiples/': (body) => {
        if (!steppedUp) return [403, { code: 'step_up_required', message: 'Confirm your password to continue.' }];
        stored = { ...current, market: body as MarketMultiples, updated_at: '2026-11-26T23:30:00Z' };
        return [200, stored];
      },
      'POST /staff/step-up/': () => {
        steppedUp = true;
        return [200, { expires_at: '2026-11-26T23:45:00Z' }];
      },
      'GET /second-factor/': () => [200, { passkeys: [], totp: false, recovery_codes_left: 0 }],
    });
    const user = userEvent.setup();
    renderSection();
    const third = await screen.findByRole('group', { name: 'Band 3' });
    await replace(user, within(third).getByLabelText('Median multiple'), '3.6');
    await replace(user, within(third).getByLabelText('Year'), '2026');
    await user.click(screen.getByRole('button', { name: 'Save market data' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Harbor#2041-staff');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(called('PUT /staff/market-multiples/')).toHaveLength(2));
    const expected: MarketMultiples = structuredClone(bundledMarketMultiples);
    expected.bands[2]!.multiple = 3.6;
    expected.bands[2]!.year = 2026;
    expect(called('PUT /staff/market-multiples/')[1]?.body).toEqual(expected);
    expect(await screen.findByText(/In use since/)).toBeInTheDocument();
  });

  it('adds and edits exchange rates, showing each problem on its field, and saves them with the set', async () => {
    const { called } = stepUpApi(current);
    const user = userEvent.setup();
    renderSection();
    const euro = await screen.findByRole('group', { name: 'Exchange rate 1' });
    expect(within(euro).getByLabelText('Currency')).toHaveValue('EUR');
    expect(within(euro).getByLabelText('The source prints')).toHaveValue('usd_per_unit');
    expect(within(euro).getByLabelText('Rate')).toHaveValue('1.0817');
    const count = bundledMarketMultiples.exchange_rates!.length;

    // a new row: the first currency without a rate (the bundled set has none for the dirham), rate empty
    await user.click(screen.getByRole('button', { name: 'Add an exchange rate' }));
    const added = screen.getByRole('group', { name: `Exchange rate ${count + 1}` });
    expect(within(added).getByLabelText('Currency')).toHaveValue('AED');
    await user.click(screen.getByRole('button', { name: 'Save market data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rate must be a number above 0.');
    expect(within(added).getByLabelText('Rate')).toHaveAccessibleDescription('The rate must be a number above 0.');

    // the same currency twice is named on the second one's field
    await user.selectOptions(within(added).getByLabelText('Currency'), 'EUR');
    await replace(user, within(added).getByLabelText('Rate'), '3.6725');
    await replace(user, within(added).getByLabelText('Source'), 'Central Bank of the UAE');
    await replace(user, within(added).getByLabelText('Link (https)'), 'https://www.centralbank.ae/');
    await user.click(screen.getByRole('button', { name: 'Save market data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each currency may have only one exchange rate.');
    expect(within(added).getByLabelText('Currency')).toHaveAccessibleDescription(
      'Each currency may have only one exchange rate.',
    );
    expect(called('PUT /staff/market-multiples/')).toHaveLength(0);

    await user.selectOptions(within(added).getByLabelText('Currency'), 'AED');
    await replace(user, within(added).getByLabelText('Year'), '2026');
    // an edit to a bundled rate, and one removed
    await replace(user, within(euro).getByLabelText('Rate'), '1.0824');
    await user.click(
      within(screen.getByRole('group', { name: 'Exchange rate 2' })).getByRole('button', {
        name: 'Remove exchange rate 2',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save market data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Harbor#2041-staff');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(called('PUT /staff/market-multiples/')).toHaveLength(2));

    const expected: MarketMultiples = structuredClone(bundledMarketMultiples);
    expected.exchange_rates![0]!.rate = 1.0824;
    expected.exchange_rates!.splice(1, 1);
    expected.exchange_rates!.push({
      currency: 'AED',
      rate: 3.6725,
      quoted_as: 'units_per_usd',
      source: 'Central Bank of the UAE',
      year: 2026,
      url: 'https://www.centralbank.ae/',
    });
    expect(called('PUT /staff/market-multiples/')[1]?.body).toEqual(expected);
    expect(await screen.findByText(/In use since/)).toBeInTheDocument();
  });
});
