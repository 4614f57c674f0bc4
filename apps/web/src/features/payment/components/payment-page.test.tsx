import type { UserData } from '@exitcraft/shared/schemas/user';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import { PaymentPage } from './payment-page.tsx';

const user = testUser({ username: 'RedCat123' });
const session = vi.hoisted(() => ({ user: null as UserData | null }));
vi.mock('../../../lib/session.ts', () => ({ useSession: () => ({ status: 'authenticated', user: session.user }) }));

const assign = vi.fn();
beforeEach(() => {
  session.user = user;
  assign.mockClear();
  vi.stubGlobal('location', { ...window.location, assign });
});

const renderPage = (path = '/payment') =>
  renderWithQuery(
    <MemoryRouter path={path}>
      <PaymentPage />
    </MemoryRouter>,
  );

describe('payment page', () => {
  it('shows the plan, the read-only billing information and the legal links', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Plan Details' })).toBeVisible();
    expect(screen.getByText('Founding Lifetime Member')).toBeVisible();
    for (const item of ['Lifetime access', 'All premium features', 'Priority support', 'Exclusive content']) {
      expect(screen.getByText(item)).toBeVisible();
    }
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the coupon-discounted amount in cents and leaves for the checkout url', async () => {
    let release: (reply: [number, unknown]) => void = () => {};
    const api = fakeApi({
      'POST /coupons/': () => [
        200,
        { amount_before_discount: 1797, amount_after_discount: 1617.3, coupon: { code: 'SAVE10', discount_value: 10 } },
      ],
      'POST /api/create-checkout-session/': () => new Promise((resolve) => (release = resolve)),
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $1,617.30' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release([200, { url: '/checkout/local/cs_1', sessionId: 'cs_1' }]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/local/cs_1'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.called('POST /api/create-checkout-session/')[0]?.body).toEqual({
      amount: 161_730,
      product_name: 'Founding Lifetime Membership',
      billing_info: { fullName: 'Ada Lovelace', email: 'ada@example.com', companyName: '' },
      coupon_code: 'SAVE10',
    });
  });

  it('shows a checkout failure and is ready to try again', async () => {
    fakeApi({
      'POST /api/create-checkout-session/': () => [
        409,
        { code: 'already_member', message: 'You are already a member.' },
      ],
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,797' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not start the checkout.');
    expect(alert).toHaveTextContent('You are already a member.');
    expect(screen.getByRole('button', { name: 'Pay $1,797' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "Server error: {status}" when the failure carries no message', async () => {
    fakeApi({ 'POST /api/create-checkout-session/': () => [502, {}] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,797' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error: 502. No charge was made. Please try again.');
    expect(alert).not.toHaveTextContent('No checkout URL');
  });

  it('treats a reply without a url as a failure', async () => {
    fakeApi({ 'POST /api/create-checkout-session/': () => [200, { sessionId: 'cs_1' }] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,797' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No checkout URL or session ID received from server');
  });

  it('explains a declined card on return', () => {
    renderPage('/payment?declined=1');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('tells a member there is nothing to pay', () => {
    session.user = { ...user, role: 'paid_user', paid: true };
    renderPage();
    expect(screen.getByRole('heading', { name: 'You are already a member' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
