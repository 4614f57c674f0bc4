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
});
