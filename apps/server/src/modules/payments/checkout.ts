import { randomBytes, randomUUID } from 'node:crypto';
import { memberPlan } from '@exitcraft/shared/content/plans';
import { alreadyMemberMessage, priceChangedMessage } from '@exitcraft/shared/schemas/payments';
import { and, eq, ne } from 'drizzle-orm';
import { successUrlFor } from '../../adapters/payments/types.ts';
import type { AppDeps } from '../../deps.ts';
import { payments } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/authenticate.ts';
import { discountedPriceCents, findUsableCoupon } from '../coupons/service.ts';
import { fulfilPayment } from './fulfilment.ts';

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
 * Opens a checkout for the member plan at the server's price: the list price, less the coupon
 * validated here and now. The page's `amount` only has to agree with it.
 */
export async function createCheckout(
  deps: AppDeps,
  user: UserRow,
  input: CheckoutInput,
  log: Logger,
): Promise<{ url: string; sessionId: string }> {
  if (user.paid) throw conflict(alreadyMemberMessage, 'already_member');

  const couponCode = input.coupon_code?.trim() || null;
  const coupon = couponCode ? await findUsableCoupon(deps.db, couponCode, deps.clock.now()) : null;
  const priceCents = coupon ? discountedPriceCents(coupon.percentOff) : memberPlan.priceCents;
  if (input.amount !== priceCents) throw new AppError(400, 'price_mismatch', priceChangedMessage);

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

  // Nothing to charge: no provider is involved, the purchase is fulfilled at once.
  if (priceCents === 0) {
    const sessionId = `cs_free_${randomBytes(24).toString('base64url')}`;
    await deps.db.insert(payments).values({ ...row, provider: 'local', stripeSessionId: sessionId });
    await fulfilPayment(deps, { sessionId });
    return { sessionId, url: successUrlFor(successUrlTemplate(appUrl), sessionId) };
  }

  let session;
  try {
    session = await deps.payments.createCheckoutSession({
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

  await deps.db.insert(payments).values({ ...row, provider: deps.payments.kind, stripeSessionId: session.sessionId });
  await expireEarlierCheckouts(deps, user.id, paymentId, log);
  return session;
}

/**
 * An earlier checkout the user walked away from is no longer the one to pay: the history shows it
 * as expired, and an open Stripe session is closed so the plan cannot be paid twice.
 */
async function expireEarlierCheckouts(deps: AppDeps, userId: string, currentId: string, log: Logger) {
  const expired = await deps.db
    .update(payments)
    .set({ status: 'expired', updatedAt: deps.clock.now() })
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), ne(payments.id, currentId)))
    .returning({ sessionId: payments.stripeSessionId, provider: payments.provider });
  const provider = deps.payments;
  if (provider.kind !== 'stripe') return;
  for (const earlier of expired.filter((payment) => payment.provider === 'stripe')) {
    try {
      await provider.expireCheckoutSession(earlier.sessionId);
    } catch (error) {
      // already completed or expired at Stripe; a payment that did go through is still fulfilled
      log.warn({ err: error, sessionId: earlier.sessionId }, 'could not expire an earlier Stripe checkout session');
    }
  }
}
