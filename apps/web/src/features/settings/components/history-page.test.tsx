import type { Payment } from '@exitcraft/shared/schemas/payments';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { HistoryPage } from './history-page.tsx';

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => vi.advanceTimersByTime(0));
}

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: '00000000-0000-4000-8000-000000000001',
  stripe_session_id: 'cs_1',
  stripe_payment_intent_id: 'pi_1',
  product_name: 'Founding Lifetime Membership',
  amount: 1617.3,
  currency: 'USD',
  status: 'completed',
  customer_name: 'Ada Lovelace',
  company_name: null,
  email: 'ada@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  invoice_number: 'EXC-2026-000007',
  ...overrides,
});

function server(payments: () => Payment[], paid = true) {
  return fakeApi({ 'GET /user-payments/': () => [200, { payments: payments(), user_paid_status: paid }] });
}

async function show() {
  localStorage.setItem('access_token', 'a1');
  renderWithQuery(inRouter(<HistoryPage />, '/historyView'));
  await settle();
}

const minutes = (count: number) => act(async () => vi.advanceTimersByTime(count * 60_000));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Purchase History', () => {
  it('shows each payment with its amount in its currency, the status colour, the type and the badge', async () => {
    server(() => [
      payment(),
      payment({ id: 'p2', status: 'failed', invoice_number: null, currency: 'EUR', amount: 10 }),
    ]);
    await show();
    expect(screen.getByText('Premium Active')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('$1,617.30');
    expect(table).toHaveTextContent('€10');
    expect(screen.getAllByText('Completed')[0]).toHaveClass('bg-green-100');
    expect(screen.getAllByText('Failed')[0]).toHaveClass('bg-red-100');
    expect(table).toHaveTextContent('Credit Card');
    expect(screen.getByText('2 transactions')).toBeInTheDocument();
  });

  it('re-asks every 30 s while a payment is pending, every 5 min once none is', async () => {
    let status: Payment['status'] = 'pending';
    const api = fakeApi({
      'GET /user-payments/': () => [
        200,
        { payments: [payment({ status, invoice_number: null })], user_paid_status: status === 'completed' },
      ],
      'GET /payment-status/': () => [200, { amount: 1617.3, user_paid: false, status }],
    });
    await show();
    expect(api.called('GET /user-payments/')).toHaveLength(1);
    expect(api.called('GET /payment-status/')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(30_000));
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(2);
    // the open payment was checked with the provider first
    expect(api.called('GET /payment-status/')[0]?.url).toBe('/payment-status/?session_id=cs_1');
    status = 'completed';
    await act(async () => vi.advanceTimersByTime(30_000));
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(3);
    await minutes(4);
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(3);
    await minutes(1);
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(4);
    expect(api.called('GET /payment-status/')).toHaveLength(2);
  });

  it('refreshes on return to a tab hidden for more than 2 minutes, not after a short absence', async () => {
    const api = server(() => [payment()]);
    await show();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setHidden(true);
    await minutes(1);
    setHidden(false);
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(1);
    setHidden(true);
    await act(async () => vi.advanceTimersByTime(121_000));
    setHidden(false);
    await settle();
    expect(api.called('GET /user-payments/')).toHaveLength(2);
  });

  it('says when there is nothing, and offers Try Again after a failure', async () => {
    let fail = true;
    fakeApi({
      'GET /user-payments/': () => (fail ? [403, {}] : [200, { payments: [], user_paid_status: false }]),
    });
    await show();
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied. Please check your permissions.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(screen.getByText('No payment history found')).toBeInTheDocument();
    expect(screen.queryByText('Premium Active')).not.toBeInTheDocument();
  });

  it('a failed download says which document', async () => {
    fakeApi({
      'GET /user-payments/': () => [200, { payments: [payment()], user_paid_status: true }],
    });
    await show();
    fireEvent.click(screen.getAllByRole('button', { name: /^Invoice for/ })[0] as HTMLElement);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to download invoice. Please try again.');
  });
});
