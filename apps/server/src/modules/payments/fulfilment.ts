import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { releaseRedemption, reserveRedemption } from '../coupons/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import { setMembership } from '../users/index.ts';
import { nextInvoiceNumber } from './invoice-number.ts';
import { receiptEmail } from './receipt-email.ts';

type PaymentStatus = (typeof payments.$inferSelect)['status'];

export interface FulfilInput {
  sessionId: string;
  /** the provider's transaction id, when it has one */
  paymentIntentId?: string | null;
}

/** Statuses a verified payment may complete from: a refund is final, and so is completion. */
const completableStatuses = ['pending', 'processing', 'failed', 'expired'] as const;

/** fulfilled: this call granted the membership; held: paid, but its coupon had run out; unchanged: nothing to do. */
export type FulfilOutcome = 'fulfilled' | 'held' | 'unchanged';

/**
 * THE membership writer, used by the Stripe webhook, the Stripe reconciliation and the local
 * checkout alike. Idempotent: the payment row is locked while still completable, so of any number
 * of concurrent calls for one session exactly one finds it and goes on to grant the membership and
 * queue the receipt, all in the same transaction.
 */
export async function fulfilPayment(deps: { db: Db; clock: Clock }, input: FulfilInput): Promise<FulfilOutcome> {
  return deps.db.transaction((tx) => fulfilPaymentIn(tx as unknown as Db, deps.clock.now(), input));
}

/** The same, inside a transaction the caller already holds (the webhook's event bookkeeping). */
export async function fulfilPaymentIn(tx: Db, now: Date, input: FulfilInput): Promise<FulfilOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stripeSessionId, input.sessionId), inArray(payments.status, [...completableStatuses])))
    .for('update');
  if (!payment) return 'unchanged';
  const paymentIntentId = input.paymentIntentId ?? payment.stripePaymentIntentId;

  // A checkout that lost its redemption (it expired or was replaced, then was paid anyway) takes a
  // new one; when none is left, the price paid was never the coupon's to give: staff settle it.
  if (payment.couponCode && !payment.couponReserved && !(await reserveRedemption(tx, payment.couponCode))) {
    await tx
      .update(payments)
      .set({ status: 'on_hold', paidAt: now, updatedAt: now, stripePaymentIntentId: paymentIntentId })
      .where(eq(payments.id, payment.id));
    return 'held';
  }

  await tx
    .update(payments)
    .set({
      status: 'completed',
      couponReserved: false,
      paidAt: now,
      updatedAt: now,
      stripePaymentIntentId: paymentIntentId,
      // numbered here, under the row lock and in this transaction: once per payment, never reused
      invoiceNumber: payment.invoiceNumber ?? (await nextInvoiceNumber(tx, now)),
    })
    .where(eq(payments.id, payment.id));
  const user = await setMembership(tx, payment.userId, true, now);
  if (!user) throw new Error(`payment ${payment.id} belongs to no user`);

  await enqueueEmail(
    tx,
    receiptEmail({
      to: payment.email ?? user.email,
      customerName: payment.customerName || user.fullName,
      productName: payment.productName,
      amountCents: payment.amount,
      currency: payment.currency,
      paidAt: now,
      transactionId: paymentIntentId ?? payment.stripeSessionId,
      couponCode: payment.couponCode,
    }),
  );
  return 'fulfilled';
}

/** An asynchronous payment method (e.g. a bank debit) failed: the session is no longer pending. */
export async function markPaymentFailed(tx: Db, now: Date, sessionId: string): Promise<boolean> {
  return closeCheckout(tx, now, sessionId, ['pending', 'processing'], 'failed');
}

/** The customer never paid and Stripe closed the session. */
export async function markPaymentExpired(tx: Db, now: Date, sessionId: string): Promise<boolean> {
  return closeCheckout(tx, now, sessionId, ['pending'], 'expired');
}

/** Ends an unpaid checkout and gives its coupon redemption back to the coupon. */
async function closeCheckout(
  tx: Db,
  now: Date,
  sessionId: string,
  from: PaymentStatus[],
  to: 'failed' | 'expired',
): Promise<boolean> {
  const [payment] = await tx
    .select({ id: payments.id, couponCode: payments.couponCode, couponReserved: payments.couponReserved })
    .from(payments)
    .where(and(eq(payments.stripeSessionId, sessionId), inArray(payments.status, from)))
    .for('update');
  if (!payment) return false;
  await tx
    .update(payments)
    .set({ status: to, couponReserved: false, updatedAt: now })
    .where(eq(payments.id, payment.id));
  if (payment.couponReserved && payment.couponCode) await releaseRedemption(tx, payment.couponCode);
  return true;
}

/** Checkout finished but the money is still on its way (payment_status 'unpaid'). */
export async function markPaymentProcessing(tx: Db, now: Date, sessionId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'processing', updatedAt: now })
    .where(and(eq(payments.stripeSessionId, sessionId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * A full refund ends the membership (the plan is lifetime access bought once, so the money back
 * means the access back), unless the user holds another completed payment.
 */
export async function refundPayment(tx: Db, now: Date, paymentIntentId: string): Promise<boolean> {
  return refundCompleted(tx, now, eq(payments.stripePaymentIntentId, paymentIntentId));
}

/** The same refund path for one payment row (the back office's Refund, by payment id). */
export async function refundPaymentById(tx: Db, now: Date, paymentId: string): Promise<boolean> {
  return refundCompleted(tx, now, eq(payments.id, paymentId));
}

async function refundCompleted(tx: Db, now: Date, which: SQL): Promise<boolean> {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(which, eq(payments.status, 'completed')))
    .returning({ id: payments.id, userId: payments.userId });
  if (!payment) return false;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payment.userId), eq(payments.status, 'completed'), ne(payments.id, payment.id)))
    .limit(1);
  if (!other) {
    await setMembership(tx, payment.userId, false, now);
  }
  return true;
}
