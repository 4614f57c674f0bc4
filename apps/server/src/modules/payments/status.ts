import { and, desc, eq } from 'drizzle-orm';
import type { PaymentStatusResponse, UserPaymentsResponse } from '@exitcraft/shared/schemas/payments';
import type { AppDeps } from '../../core/deps.ts';
import { payments, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import type { Logger } from './checkout.ts';
import { fulfilPayment } from './fulfilment.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The state of one of the caller's own checkouts. A Stripe session still pending here is checked
 * with Stripe, so a delayed webhook does not leave a paying customer waiting.
 */
export async function paymentStatus(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  log: Logger,
): Promise<PaymentStatusResponse> {
  let payment = await findOwnPayment(deps, user.id, sessionId);
  if (!payment) throw notFound('No payment was found for this session.');

  const provider = deps.payments;
  if (provider.kind === 'stripe' && payment.provider === 'stripe' && isOpen(payment)) {
    try {
      const state = await provider.retrieveCheckoutSession(sessionId);
      if (state.paid) {
        await fulfilPayment(deps, { sessionId, paymentIntentId: state.paymentIntentId });
        payment = (await findOwnPayment(deps, user.id, sessionId)) ?? payment;
      }
    } catch (error) {
      // the webhook will still arrive; the page shows what we know now
      log.warn({ err: error, sessionId }, 'could not reconcile a pending checkout session with Stripe');
    }
  }

  const [owner] = await deps.db.select({ paid: users.paid }).from(users).where(eq(users.id, user.id)).limit(1);
  return {
    amount: payment.amount / 100,
    user_paid: owner?.paid ?? false,
    status: payment.status === 'completed' ? 'paid' : payment.status,
  };
}

/** The purchase history, newest first. */
export async function userPayments(deps: AppDeps, user: UserRow): Promise<UserPaymentsResponse> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return {
    payments: rows.map((row) => ({
      id: row.id,
      stripe_session_id: row.stripeSessionId,
      stripe_payment_intent_id: row.stripePaymentIntentId,
      product_name: row.productName,
      amount: row.amount / 100,
      currency: row.currency,
      status: row.status,
      customer_name: row.customerName,
      company_name: row.companyName,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      invoice_number: row.invoiceNumber,
    })),
    user_paid_status: user.paid,
  };
}

async function findOwnPayment(deps: AppDeps, userId: string, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.stripeSessionId, sessionId), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

function isOpen(payment: PaymentRow): boolean {
  return payment.status === 'pending' || payment.status === 'processing';
}
