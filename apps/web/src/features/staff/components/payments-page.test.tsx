import type { StaffPaymentRow } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';
import { StepUpProvider } from './step-up.tsx';

const personId = '11111111-1111-4111-8111-111111111111';

const payment = (overrides: Partial<StaffPaymentRow> = {}): StaffPaymentRow => ({
  id: '22222222-2222-4222-8222-222222222222',
  status: 'completed',
  provider: 'stripe',
  amount: 14900,
  currency: 'usd',
  coupon_code: 'SPRING',
  invoice_number: 'EC-2026-0007',
  paid_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T09:59:00.000Z',
  user_id: personId,
  user_email: 'ada@quill.example',
  customer_name: 'Ada Founder',
  ...overrides,
});

const renderPage = (path = '/staff/payments') =>
  renderWithQuery(
    inRouter(
      <StepUpProvider>
        <PaymentsPage />
      </StepUpProvider>,
      path,
    ),
  );

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('PaymentsPage', () => {
  it('lists the payments of the status in the URL, and reads another status when it changes', async () => {
    const { calls } = fakeApi({
      'GET /staff/payments/': () => [
        200,
        {
          payments: [
            payment(),
            payment({
              id: '33333333-3333-4333-8333-333333333333',
              status: 'failed',
              coupon_code: null,
              invoice_number: null,
              user_email: 'bo@x.example',
            }),
          ],
          next_cursor: null,
        },
      ],
    });
    const user = userEvent.setup();
    renderPage('/staff/payments?status=paid');
    expect(await screen.findByText('$149 · completed · SPRING')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/staff/payments/?status=paid');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByRole('link', { name: 'ada@quill.example' })).toHaveAttribute(
      'href',
      `/staff/people/${personId}`,
    );
    expect(screen.getByText(/EC-2026-0007 · stripe/)).toBeInTheDocument();
    // only a completed payment can be refunded
    expect(screen.getByRole('button', { name: 'Refund $149 to ada@quill.example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to bo@x\.example/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/staff/payments/?status=refunded'));
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/staff/payments/?'));
  });

  it('refunds only with a reason, after the password is confirmed, and reads the list again', async () => {
    let refunded = false;
    let steppedUp = false;
    const { called } = fakeApi({
      'GET /staff/payments/': () => [
        200,
        { payments: [payment(refunded ? { status: 'refunded' } : {})], next_cursor: null },
      ],
      'POST /staff/step-up/': () => {
        steppedUp = true;
        return [200, { expires_at: '2026-11-20T10:15:00.000Z' }];
      },
      [`POST /staff/payments/${payment().id}/refund/`]: () => {
        if (!steppedUp) return [403, { code: 'step_up_required', message: 'Confirm your password to continue.' }];
        refunded = true;
        return [200, { id: payment().id, status: 'refunded', changed: true, refund_id: 're_1' }];
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund $149 to ada@quill.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    expect(dialog).toHaveTextContent('$149 goes back to ada@quill.example in full');

    // a blank reason is no reason: refused in place, nothing sent
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(called(`POST /staff/payments/${payment().id}/refund/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Duplicate account ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(stepUp).getByLabelText('Your password'), 'Harbor#2041');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm and continue' }));

    await waitFor(() => expect(called(`POST /staff/payments/${payment().id}/refund/`)).toHaveLength(2));
    expect(called('POST /staff/step-up/')[0]?.body).toEqual({ password: 'Harbor#2041' });
    // the body is the reason as the schema reads it, trimmed
    expect(called(`POST /staff/payments/${payment().id}/refund/`)[1]?.body).toEqual({ reason: 'Duplicate account' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('$149 · refunded · SPRING')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('shows the server’s refusal under the reason and keeps the dialog open', async () => {
    fakeApi({
      'GET /staff/payments/': () => [200, { payments: [payment()], next_cursor: null }],
      [`POST /staff/payments/${payment().id}/refund/`]: () => [
        502,
        { code: 'refund_failed', message: 'Stripe did not accept the refund. Nothing changed.' },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refund $149 to ada@quill.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Asked by email');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Stripe did not accept the refund. Nothing changed.')).toBeInTheDocument();
  });

  it('says so when no payment matches', async () => {
    fakeApi({ 'GET /staff/payments/': () => [200, { payments: [], next_cursor: null }] });
    renderPage('/staff/payments?status=pending');
    expect(await screen.findByText('No payments in this view.')).toBeInTheDocument();
  });
});
