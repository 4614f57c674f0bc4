import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { redeemCoupon } from '../coupons/service.ts';
import { enqueueEmail } from '../emails/outbox.ts';
import { receiptEmail } from './receipt-email.ts';

export interface FulfilInput {
  sessionId: string;
  /** the provider's transaction id, when it has one */
  paymentIntentId?: string | null;
}

/** Statuses a verified payment may complete from: a refund is final, and so is completion. */
const completableStatuses = ['pending', 'processing', 'failed', 'expired'] as const;

/**
 * THE membership writer, used by the Stripe webhook, the Stripe reconciliation and the local
 * checkout alike. Idempotent: the payment row moves to completed by a conditional UPDATE, so of
 * any number of concurrent calls for one session exactly one sees a row come back and goes on to
 * grant the membership, count the coupon and queue the receipt, all in the same transaction.
 * Returns whether this call did the fulfilment.
 */
export async function fulfilPayment(deps: { db: Db; clock: Clock }, input: FulfilInput): Promise<boolean> {
  return deps.db.transaction((tx) => fulfilPaymentIn(tx as unknown as Db, deps.clock.now(), input));
}

/** The same, inside a transaction the caller already holds (the webhook's event bookkeeping). */
export async function fulfilPaymentIn(tx: Db, now: Date, input: FulfilInput): Promise<boolean> {
  const [payment] = await tx
    .update(payments)
    .set({
      status: 'completed',
      paidAt: now,
      updatedAt: now,
      stripePaymentIntentId: input.paymentIntentId ?? sql`${payments.stripePaymentIntentId}`,
    })
    .where(and(eq(payments.stripeSessionId, input.sessionId), inArray(payments.status, [...completableStatuses])))
    .returning();
  if (!payment) return false;

  const [user] = await tx
    .update(users)
    .set({ paid: true, role: 'paid_user', updatedAt: now })
    .where(eq(users.id, payment.userId))
    .returning({ email: users.email, fullName: users.fullName });
  if (!user) throw new Error(`payment ${payment.id} belongs to no user`);

  // A coupon exhausted between checkout and payment still honours a price the buyer paid; the
  // count just stops at its maximum.
  if (payment.couponCode) await redeemCoupon(tx, payment.couponCode);

  await enqueueEmail(
    tx,
    receiptEmail({
      to: payment.email ?? user.email,
      customerName: payment.customerName || user.fullName,
      productName: payment.productName,
      amountCents: payment.amount,
      currency: payment.currency,
      paidAt: now,
      transactionId: payment.stripePaymentIntentId ?? payment.stripeSessionId,
      couponCode: payment.couponCode,
    }),
  );
  return true;
}

/** An asynchronous payment method (e.g. a bank debit) failed: the session is no longer pending. */
export async function markPaymentFailed(tx: Db, now: Date, sessionId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(payments.stripeSessionId, sessionId), inArray(payments.status, ['pending', 'processing'])))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The customer never paid and Stripe closed the session. */
export async function markPaymentExpired(tx: Db, now: Date, sessionId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(payments.stripeSessionId, sessionId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
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
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.stripePaymentIntentId, paymentIntentId), eq(payments.status, 'completed')))
    .returning({ id: payments.id, userId: payments.userId });
  if (!payment) return false;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payment.userId), eq(payments.status, 'completed'), ne(payments.id, payment.id)))
    .limit(1);
  if (!other) {
    await tx.update(users).set({ paid: false, role: 'guest', updatedAt: now }).where(eq(users.id, payment.userId));
  }
  return true;
}
