import { randomBytes, randomUUID } from 'node:crypto';
import { memberPlan } from '@exitcraft/shared/content/plans';
import { alreadyMemberMessage, priceChangedMessage } from '@exitcraft/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { successUrlFor } from '../../adapters/payments/types.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import {
  couponExhausted,
  type CouponRow,
  discountedPriceCents,
  findCouponForCheckout,
  normalizeCouponCode,
  recentCouponChoice,
  releaseRedemption,
  reserveRedemption,
} from '../coupons/index.ts';
import { fulfilPaymentIn } from './fulfilment.ts';

export interface CheckoutInput {
  amount: number;
  billing_info: { fullName: string; email: string; companyName: string };
  coupon_code?: string | null | undefined;
}

export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const successUrlTemplate = (appUrl: string) => `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
export const cancelUrl = (appUrl: string) => `${appUrl}/payment-cancelled`;

/**
 * Opens a checkout for the member plan at the server's price: the list price, less the coupon the
 * request names or, as in the spec's body, the coupon this user validated on /coupons/ in the last
 * 30 minutes. The page's `amount` only has to agree with it. The coupon's redemption is taken when
 * the checkout is recorded, so its limit holds however many buyers arrive at once.
 */
export async function createCheckout(
  deps: AppDeps,
  user: UserRow,
  input: CheckoutInput,
  log: Logger,
): Promise<{ url: string; sessionId: string }> {
  if (user.paid) throw conflict(alreadyMemberMessage, 'already_member');
  const now = deps.clock.now();
  const { coupon, priceCents } = await priceCheckout(deps.db, user.id, input, now);

  const paymentId = randomUUID();
  const appUrl = deps.config.APP_URL;
  const row = {
    id: paymentId,
    userId: user.id,
    productName: memberPlan.productName,
    amount: priceCents,
    listAmount: memberPlan.priceCents,
    currency: memberPlan.currency,
    couponCode: coupon?.code ?? null,
    customerName: input.billing_info.fullName || user.fullName,
    companyName: input.billing_info.companyName || user.companyName || null,
    // the receipt goes to the account's address, which the billing box only displays
    email: user.email,
  };

  // Nothing to charge: no provider is involved, the purchase is fulfilled at once, in the same
  // transaction that holds the buyer's row, so a second tab finds a member and is refused.
  if (priceCents === 0) {
    const sessionId = `cs_free_${randomBytes(24).toString('base64url')}`;
    const replaced = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const earlier = await recordCheckout(tx, now, { ...row, provider: 'local', stripeSessionId: sessionId });
      await fulfilPaymentIn(tx, now, { sessionId });
      return earlier;
    });
    await closeAtProvider(deps, replaced, log);
    return { sessionId, url: successUrlFor(successUrlTemplate(appUrl), sessionId) };
  }

  const provider = deps.payments;
  if (provider.kind === 'none') {
    throw new AppError(503, 'payments_unavailable', 'Payments are not available on this site at the moment.');
  }
  let session;
  try {
    session = await provider.createCheckoutSession({
      paymentId,
      userId: user.id,
      email: user.email,
      productName: memberPlan.productName,
      amountCents: priceCents,
      currency: memberPlan.currency,
      successUrl: successUrlTemplate(appUrl),
      cancelUrl: cancelUrl(appUrl),
    });
  } catch (error) {
    log.error({ err: error }, 'payment provider refused to open a checkout session');
    throw new AppError(502, 'payment_provider_error', 'We could not start the checkout. Please try again in a moment.');
  }

  let replaced: ReplacedCheckout[];
  try {
    replaced = await deps.db.transaction((tx) =>
      recordCheckout(tx as unknown as Db, now, {
        ...row,
        provider: provider.kind,
        stripeSessionId: session.sessionId,
      }),
    );
  } catch (error) {
    // the coupon ran out or the buyer became a member meanwhile: the session just opened must not be payable
    await closeAtProvider(deps, [{ sessionId: session.sessionId, provider: provider.kind }], log);
    throw error;
  }
  await closeAtProvider(deps, replaced, log);
  return session;
}

/** The price this request may pay, and the coupon behind it; refuses an amount that agrees with neither. */
async function priceCheckout(
  db: Db,
  userId: string,
  input: CheckoutInput,
  now: Date,
): Promise<{ coupon: CouponRow | null; priceCents: number }> {
  const named = input.coupon_code?.trim() || null;
  if (!named && input.amount === memberPlan.priceCents) return { coupon: null, priceCents: memberPlan.priceCents };
  const code = named ?? (await recentCouponChoice(db, userId, now));
  if (!code) throw new AppError(400, 'price_mismatch', priceChangedMessage);
  // the buyer's own open checkout may hold this coupon's last redemption; replacing it gives that back
  const coupon = await findCouponForCheckout(db, code, now, await heldByBuyer(db, userId, code));
  const priceCents = discountedPriceCents(coupon.percentOff);
  if (input.amount !== priceCents) throw new AppError(400, 'price_mismatch', priceChangedMessage);
  return { coupon, priceCents };
}

async function heldByBuyer(db: Db, userId: string, code: string): Promise<boolean> {
  const [held] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        eq(payments.couponReserved, true),
        eq(payments.couponCode, normalizeCouponCode(code)),
      ),
    )
    .limit(1);
  return Boolean(held);
}

type PaymentInsert = typeof payments.$inferInsert;
interface ReplacedCheckout {
  sessionId: string;
  provider: PaymentInsert['provider'];
}

/**
 * Records a checkout while holding the buyer's row, so one person's checkouts are taken one at a
 * time: an earlier unpaid checkout is replaced (its coupon redemption given back), and the new
 * one's redemption is taken by a conditional UPDATE that only the last free redemption satisfies.
 * Returns the replaced checkouts, for the provider to close.
 */
async function recordCheckout(tx: Db, now: Date, row: PaymentInsert): Promise<ReplacedCheckout[]> {
  const [buyer] = await tx.select({ paid: users.paid }).from(users).where(eq(users.id, row.userId)).for('update');
  if (!buyer || buyer.paid) throw conflict(alreadyMemberMessage, 'already_member');

  const replaced = await expireUnpaidCheckouts(tx, now, row.userId);
  if (row.couponCode && !(await reserveRedemption(tx, row.couponCode))) throw couponExhausted();
  await tx.insert(payments).values({ ...row, couponReserved: Boolean(row.couponCode) });
  return replaced;
}

/**
 * An earlier checkout the user walked away from is no longer the one to pay: the history shows it
 * as expired, and the coupon redemption it held goes back to the coupon.
 */
async function expireUnpaidCheckouts(tx: Db, now: Date, userId: string): Promise<ReplacedCheckout[]> {
  const expired = await tx
    .update(payments)
    .set({ status: 'expired', couponReserved: false, updatedAt: now })
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
    .returning({ sessionId: payments.stripeSessionId, provider: payments.provider, couponCode: payments.couponCode });
  for (const payment of expired) if (payment.couponCode) await releaseRedemption(tx, payment.couponCode);
  return expired;
}

/** An open Stripe session is closed so the plan cannot be paid twice; a local one is only a row. */
async function closeAtProvider(deps: AppDeps, checkouts: ReplacedCheckout[], log: Logger) {
  const provider = deps.payments;
  if (provider.kind !== 'stripe') return;
  for (const checkout of checkouts.filter((payment) => payment.provider === 'stripe')) {
    try {
      await provider.expireCheckoutSession(checkout.sessionId);
    } catch (error) {
      // already completed or expired at Stripe; a payment that did go through is still handled by fulfilment
      log.warn({ err: error, sessionId: checkout.sessionId }, 'could not expire a replaced Stripe checkout session');
    }
  }
}
