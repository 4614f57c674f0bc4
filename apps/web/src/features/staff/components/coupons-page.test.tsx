import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { CouponsPage } from './coupons-page.tsx';
import { StepUpProvider } from './step-up.tsx';

const coupon = (overrides: Partial<StaffCoupon> = {}): StaffCoupon => ({
  code: 'SPRING',
  percent_off: 20,
  active: true,
  expires_at: '2026-12-31T23:59:59.999Z',
  max_redemptions: 10,
  redemptions: 3,
  state: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const dormant = coupon({
  code: 'OLDIE',
  percent_off: 50,
  active: false,
  expires_at: null,
  max_redemptions: null,
  redemptions: 0,
  state: 'inactive',
});

const renderPage = () =>
  renderWithQuery(
    inRouter(
      <StepUpProvider>
        <CouponsPage />
      </StepUpProvider>,
      '/staff/coupons',
    ),
  );

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('CouponsPage', () => {
  it('lists every coupon with its use, expiry and state', async () => {
    fakeApi({ 'GET /staff/coupons/': () => [200, { coupons: [coupon(), dormant] }] });
    renderPage();
    expect(await screen.findByText('SPRING · 20% off')).toBeInTheDocument();
    expect(screen.getByText('Active · used 3 of 10 · expires 2026-12-31 (UTC)')).toBeInTheDocument();
    expect(screen.getByText('OLDIE · 50% off')).toBeInTheDocument();
    expect(screen.getByText('Deactivated · used 0 of unlimited · no expiry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate SPRING' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate OLDIE' })).toBeInTheDocument();
  });

  it('refuses a bad new coupon in place and sends a good one as the create body', async () => {
    let coupons = [coupon()];
    const { called } = fakeApi({
      'GET /staff/coupons/': () => [200, { coupons }],
      'POST /staff/coupons/': () => {
        coupons = [...coupons, coupon({ code: 'LAUNCH26', percent_off: 15, max_redemptions: 5, redemptions: 0 })];
        return [201, coupons.at(-1)];
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(form).getByLabelText('Code'), 'ab');
    await user.type(within(form).getByLabelText('Percent off (1-100)'), '150');
    await user.type(within(form).getByLabelText('Limit of uses (empty: no limit)'), 'five');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText('A code is 3 to 64 letters, digits, - or _.')).toBeInTheDocument();
    expect(within(form).getByText('A whole number from 1 to 100.')).toBeInTheDocument();
    expect(within(form).getByText('The limit is a whole number.')).toBeInTheDocument();
    expect(called('POST /staff/coupons/')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), ' launch26 ');
    await user.clear(within(form).getByLabelText('Percent off (1-100)'));
    await user.type(within(form).getByLabelText('Percent off (1-100)'), '15');
    await user.clear(within(form).getByLabelText('Limit of uses (empty: no limit)'));
    await user.type(within(form).getByLabelText('Limit of uses (empty: no limit)'), '5');
    await user.type(within(form).getByLabelText('Last day it works (UTC; empty: no expiry)'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(called('POST /staff/coupons/')).toHaveLength(1));
    expect(called('POST /staff/coupons/')[0]?.body).toEqual({
      code: 'launch26',
      percent_off: 15,
      max_redemptions: 5,
      expires_at: '2027-01-31T23:59:59.999Z',
    });
    expect(await screen.findByText('LAUNCH26 · 15% off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal of a new coupon in the form', async () => {
    fakeApi({
      'GET /staff/coupons/': () => [200, { coupons: [coupon()] }],
      'POST /staff/coupons/': () => [
        409,
        { code: 'coupon_exists', message: 'A coupon with this code already exists.' },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(form).getByLabelText('Code'), 'SPRING');
    await user.type(within(form).getByLabelText('Percent off (1-100)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A coupon with this code already exists.');
  });

  it('changes the limit: a bad one is refused, a good one is sent with the expiry as it was', async () => {
    const { called } = fakeApi({
      'GET /staff/coupons/': () => [200, { coupons: [coupon()] }],
      'PATCH /staff/coupons/SPRING/': () => [200, coupon({ max_redemptions: 2 })],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change SPRING' }));
    const form = await screen.findByRole('dialog', { name: 'Change SPRING' });
    const limit = within(form).getByLabelText('Limit of uses (empty: no limit)');
    expect(limit).toHaveValue('10');
    expect(within(form).getByLabelText('Last day it works (UTC; empty: no expiry)')).toHaveValue('2026-12-31');
    expect(within(form).queryByLabelText('Code')).toBeNull();

    await user.clear(limit);
    await user.type(limit, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The limit is a whole number.')).toBeInTheDocument();
    expect(called('PATCH /staff/coupons/SPRING/')).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(called('PATCH /staff/coupons/SPRING/')).toHaveLength(1));
    expect(called('PATCH /staff/coupons/SPRING/')[0]?.body).toEqual({
      max_redemptions: 2,
      expires_at: '2026-12-31T23:59:59.999Z',
    });
  });

  it('deactivates only after the dialog is confirmed', async () => {
    const { called } = fakeApi({
      'GET /staff/coupons/': () => [200, { coupons: [coupon()] }],
      'PATCH /staff/coupons/SPRING/': () => [200, coupon({ active: false, state: 'inactive' })],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this coupon' });
    expect(dialog).toHaveTextContent('SPRING stops working at once for every new checkout.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(called('PATCH /staff/coupons/SPRING/')).toHaveLength(1));
    expect(called('PATCH /staff/coupons/SPRING/')[0]?.body).toEqual({ active: false });
  });
});
