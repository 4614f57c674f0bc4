import { act, screen } from '@testing-library/react';
import { Route, Switch } from '../../../lib/router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigReply } from '../../../../test/site-config.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { PaymentCancelledPage } from './payment-cancelled-page.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';

const session = vi.hoisted(() => ({ role: 'guest', refreshUser: vi.fn() }));
vi.mock('../../../lib/session.ts', () => ({
  refreshUser: session.refreshUser,
  getSession: () => ({ status: 'authenticated', user: { role: session.role } }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  session.role = 'guest';
  session.refreshUser.mockReset().mockResolvedValue(null);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAt(path: string, page: React.ReactNode) {
  renderWithQuery(
    <MemoryRouter path={path}>
      <Switch>
        <Route path="/payment-success">{page}</Route>
        <Route path="/payment-cancelled">{page}</Route>
        <Route path="/pricing-plan">{<h1>Plans page</h1>}</Route>
        <Route path="/confirmation-member">{<h1>Member confirmation</h1>}</Route>
        <Route path="/confirmation-guest">{<h1>Guest confirmation</h1>}</Route>
        <Route path="/historyView">{<h1>Purchase history</h1>}</Route>
        <Route path="/payment">{<h1>Checkout</h1>}</Route>
      </Switch>
    </MemoryRouter>,
  );
}

/** Lets the fake API's replies and the query cache's notifications (its own 0 ms timers) settle. */
const flush = () =>
  act(async () => {
    for (let round = 0; round < 10; round += 1) await vi.advanceTimersByTimeAsync(1);
  });

describe('payment success page', () => {
  it('checks the status, refreshes the user, counts 5 s and goes to the member confirmation', async () => {
    localStorage.setItem('access_token', 'token');
    const api = fakeApi({
      'GET /payment-status/': () => [200, { amount: 1797, user_paid: true, status: 'paid' }],
      'GET /site-config/': () => [200, siteConfigReply({ contact_email: 'help@northwind.example' })],
    });
    session.refreshUser.mockImplementation(async () => {
      session.role = 'paid_user';
      return null;
    });
    renderAt('/payment-success?session_id=cs_test_0123456789abcdefghijklmnop', <PaymentSuccessPage />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(screen.getAllByText('Finalizing your account...').length).toBeGreaterThan(0);
    expect(screen.getByText('cs_test_0123456789ab...')).toBeVisible();
    await flush();
    expect(screen.getByRole('link', { name: 'Contact support.' })).toHaveAttribute(
      'href',
      'mailto:help@northwind.example',
    );
    expect(api.called('GET /payment-status/')[0]?.url).toBe(
      '/payment-status/?session_id=cs_test_0123456789abcdefghijklmnop',
    );
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Redirecting to your Member Confirmation in 5 seconds')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('Redirecting to your Member Confirmation in 1 second')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('heading', { name: 'Member confirmation' })).toBeVisible();
  });

  it('treats a failed status check as guest and routes by the role', async () => {
    localStorage.setItem('access_token', 'token');
    fakeApi({ 'GET /payment-status/': () => [404, { code: 'not_found', message: 'No such session.' }] });
    renderAt('/payment-success?session_id=cs_other', <PaymentSuccessPage />);
    await flush();
    expect(screen.getByText('Redirecting to your Guest Confirmation in 5 seconds')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('heading', { name: 'Guest confirmation' })).toBeVisible();
  });

  it('asks again while the session is still open, then stops', async () => {
    localStorage.setItem('access_token', 'token');
    const replies = [
      { amount: 1797, user_paid: false, status: 'open' },
      { amount: 1797, user_paid: true, status: 'paid' },
    ];
    const { called } = fakeApi({ 'GET /payment-status/': () => [200, replies.shift()] });
    renderAt('/payment-success?session_id=cs_1', <PaymentSuccessPage />);
    await flush();
    expect(called('GET /payment-status/')).toHaveLength(1);
    expect(screen.queryByText('Confirmed')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(called('GET /payment-status/')).toHaveLength(2);
    expect(screen.getByText('Confirmed')).toBeVisible();
  });

  it.each([
    ['pending', 'Payment processing', 'Processing', 'your Purchase History', 'Purchase history'],
    ['on_hold', 'Payment on hold', 'On hold', 'your Purchase History', 'Purchase history'],
    ['failed', 'Payment not completed', 'Not completed', 'the checkout', 'Checkout'],
    ['expired', 'Payment not completed', 'Not completed', 'the checkout', 'Checkout'],
  ])('says what a %s payment is and goes where that leads', async (status, heading, badge, to, landing) => {
    localStorage.setItem('access_token', 'token');
    fakeApi({ 'GET /payment-status/': () => [200, { amount: 1797, user_paid: false, status }] });
    renderAt('/payment-success?session_id=cs_open', <PaymentSuccessPage confirmation={{ attempts: 2, retryMs: 10 }} />);
    await flush();
    // an open session is asked about again (here twice, 10 ms apart) before the page concludes
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    await flush();
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText(badge)).toBeVisible();
    expect(screen.queryByText('Confirmed')).toBeNull();
    expect(screen.queryByText(/Member Confirmation/)).toBeNull();
    expect(screen.getByText(`Redirecting to ${to} in 5 seconds`)).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('heading', { name: landing })).toBeVisible();
  });

  it('skips the status check without a session_id', async () => {
    localStorage.setItem('access_token', 'token');
    const { called } = fakeApi({});
    renderAt('/payment-success', <PaymentSuccessPage />);
    await flush();
    expect(called('GET /payment-status/')).toHaveLength(0);
    expect(screen.getByText('Redirecting to your Guest Confirmation in 5 seconds')).toBeVisible();
  });
});

describe('payment cancelled page', () => {
  it('says no charge was made and returns to the plans after 10 s', async () => {
    renderAt('/payment-cancelled', <PaymentCancelledPage />);
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText(/No charges were made/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/pricing-plan');
    expect(screen.getByText('Returning to the plans in 10 seconds')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(screen.getByText('Returning to the plans in 1 second')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('heading', { name: 'Plans page' })).toBeVisible();
  });
});
