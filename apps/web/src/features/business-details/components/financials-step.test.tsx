import { financialsMessages } from '@exitcraft/shared/schemas/company-financials';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { FinancialsStep } from './financials-step.tsx';

const empty = {
  currency: null,
  revenue: null,
  ebitda: null,
  owner_compensation: null,
  recurring_share: null,
  largest_customer_share: null,
  runs_without_owner: null,
  updated_at: null,
};

const show = () =>
  renderWithQuery(
    <MemoryRouter path="/">
      <FinancialsStep />
    </MemoryRouter>,
  );

describe('the Financials step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses bad figures per field without a request, keeping what was typed', async () => {
    const api = fakeApi({ 'GET /company-financials/': () => [200, empty] });
    show();
    const user = userEvent.setup();
    const revenue = await screen.findByLabelText('Revenue');
    await user.type(revenue, '-5');
    await user.type(screen.getByLabelText('EBITDA'), 'lots');
    await user.type(screen.getByLabelText('Recurring revenue share (%)'), '140');
    await user.click(screen.getByRole('button', { name: 'Save financials' }));
    expect(await screen.findByText(financialsMessages.revenueNegative)).toBeInTheDocument();
    expect(screen.getByText(financialsMessages.wholeNumber('EBITDA'))).toBeInTheDocument();
    expect(screen.getByText(financialsMessages.share('Recurring revenue share'))).toBeInTheDocument();
    expect(revenue).toHaveValue('-5');
    expect(screen.getByLabelText('EBITDA')).toHaveValue('lots');
    expect(api.called('PUT /company-financials/')).toHaveLength(0);
  });

  it('saves what was typed as numbers, and shows the server’s refusal on its field', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /company-financials/': () => [200, empty],
      'PUT /company-financials/': (body) =>
        refuse
          ? [
              400,
              {
                code: 'validation_error',
                message: 'EBITDA cannot be more than revenue.',
                fields: { ebitda: 'EBITDA cannot be more than revenue.' },
              },
            ]
          : [200, { ...(body as object), updated_at: '2026-11-26T09:00:00.000Z' }],
    });
    show();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    await user.type(screen.getByLabelText('Revenue'), '2,400,000');
    await user.type(screen.getByLabelText('EBITDA'), '380000');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save financials' }));
    expect(await screen.findByText('EBITDA cannot be more than revenue.')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save financials' }));
    expect(await screen.findByText('Financials saved.')).toBeInTheDocument();
    expect(api.called('PUT /company-financials/').at(-1)?.body).toEqual({
      currency: 'USD',
      revenue: 2_400_000,
      ebitda: 380_000,
      owner_compensation: null,
      recurring_share: null,
      largest_customer_share: null,
      runs_without_owner: false,
    });
  });
});
