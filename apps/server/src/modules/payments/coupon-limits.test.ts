import { memberPlan } from '@exitcraft/shared/content/plans';
import { invalidCouponMessage } from '@exitcraft/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, createUser, signIn, type TestContext } from '../../../test/helper.ts';
import { discountedPriceCents } from '../coupons/index.ts';
import { handleStripeEvent } from './webhook.ts';
import { addCoupon, bearer, checkoutBody, couponRedemptions, testEnv, uniqueCodes } from '../../../test/payments.ts';

/** Issue 9, "Money": a coupon's limit holds under concurrency, and a remembered coupon prices the spec's body. */
const clock = manualClock(new Date('2026-05-04T09:00:00Z'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv, overrides: { clock } });
});
afterAll(() => ctx.close());

const checkout = (accessToken: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/create-checkout-session/', headers: bearer(accessToken), payload: body });
const applyCoupon = (accessToken: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/coupons/',
    headers: bearer(accessToken),
    payload: { code, amount: memberPlan.priceUsd },
  });

async function isMember(userId: string): Promise<boolean> {
  const [row] = await ctx.deps.db.select({ paid: users.paid }).from(users).where(eq(users.id, userId));
  return row?.paid ?? false;
}

async function completedPayments(userId: string) {
  return ctx.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'completed')));
}

describe('a coupon limit holds under concurrency', () => {
  it('six buyers at once with one single-use 100% coupon: exactly one membership', async () => {
    const { ONCE } = uniqueCodes(['ONCE']);
    await addCoupon(ctx.deps, { code: ONCE, percentOff: 100, maxRedemptions: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.deps)));

    const replies = await Promise.all(
      buyers.map(({ accessToken }) => checkout(accessToken, checkoutBody({ amount: 0, coupon_code: ONCE }))),
    );

    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const reply of refused) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ code: 'coupon_exhausted', message: invalidCouponMessage });
    }
    const members = await Promise.all(buyers.map(({ user }) => isMember(user.id)));
    expect(members.filter(Boolean)).toHaveLength(1);
    expect(await couponRedemptions(ctx.deps, ONCE)).toBe(1);
  });

  it('a 50% coupon with a limit of 1 cannot be used twice in a row', async () => {
    const { HALF } = uniqueCodes(['HALF']);
    await addCoupon(ctx.deps, { code: HALF, percentOff: 50, maxRedemptions: 1 });
    const first = await createUser(ctx.deps);
    const second = await createUser(ctx.deps);
    const amount = discountedPriceCents(50);

    const opened = await checkout(first.accessToken, checkoutBody({ amount, coupon_code: HALF }));
    expect(opened.statusCode).toBe(200);

    // the first buyer's open checkout holds the only redemption
    const coupon = await applyCoupon(second.accessToken, HALF);
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().error).toBe(invalidCouponMessage);
    const again = await checkout(second.accessToken, checkoutBody({ amount, coupon_code: HALF }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('coupon_exhausted');
    expect(await couponRedemptions(ctx.deps, HALF)).toBe(1);
  });

  it('one person in two tabs with one 100% coupon: one payment, one membership, the other refused', async () => {
    const { FREEFORALL } = uniqueCodes(['FREEFORALL']);
    await addCoupon(ctx.deps, { code: FREEFORALL, percentOff: 100 });
    const { user, accessToken } = await createUser(ctx.deps);

    const replies = await Promise.all([
      checkout(accessToken, checkoutBody({ amount: 0, coupon_code: FREEFORALL })),
      checkout(accessToken, checkoutBody({ amount: 0, coupon_code: FREEFORALL })),
    ]);

    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await completedPayments(user.id)).toHaveLength(1);
    expect(await couponRedemptions(ctx.deps, FREEFORALL)).toBe(1);
  });

  it('a checkout that expires gives its redemption back', async () => {
    const { RETURNED } = uniqueCodes(['RETURNED']);
    await addCoupon(ctx.deps, { code: RETURNED, percentOff: 25, maxRedemptions: 1 });
    const first = await createUser(ctx.deps);
    const second = await createUser(ctx.deps);
    const amount = discountedPriceCents(25);

    const opened = await checkout(first.accessToken, checkoutBody({ amount, coupon_code: RETURNED }));
    expect(await couponRedemptions(ctx.deps, RETURNED)).toBe(1);
    await handleStripeEvent(ctx.deps, expiredEvent(opened.json().sessionId));
    expect(await couponRedemptions(ctx.deps, RETURNED)).toBe(0);

    expect((await applyCoupon(second.accessToken, RETURNED)).statusCode).toBe(200);
  });

  it('a newer checkout of the same buyer releases the redemption the older one held', async () => {
    const { MINE } = uniqueCodes(['MINE']);
    await addCoupon(ctx.deps, { code: MINE, percentOff: 10, maxRedemptions: 1 });
    const { accessToken } = await createUser(ctx.deps);
    const amount = discountedPriceCents(10);

    expect((await checkout(accessToken, checkoutBody({ amount, coupon_code: MINE }))).statusCode).toBe(200);
    // the same buyer comes back to the payment page and pays again: their own reservation is not in the way
    expect((await checkout(accessToken, checkoutBody({ amount, coupon_code: MINE }))).statusCode).toBe(200);
    expect(await couponRedemptions(ctx.deps, MINE)).toBe(1);
    expect((await checkout(accessToken, checkoutBody())).statusCode).toBe(200);
    expect(await couponRedemptions(ctx.deps, MINE)).toBe(0);
  });

  it('never grants a membership for a payment whose coupon could no longer be redeemed', async () => {
    const { LASTONE } = uniqueCodes(['LASTONE']);
    await addCoupon(ctx.deps, { code: LASTONE, percentOff: 40, maxRedemptions: 1 });
    const late = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    const amount = discountedPriceCents(40);

    const opened = await checkout(late.accessToken, checkoutBody({ amount, coupon_code: LASTONE }));
    const sessionId = opened.json().sessionId as string;
    // the session expires, another buyer takes the last redemption, then the late payment arrives anyway
    await handleStripeEvent(ctx.deps, expiredEvent(sessionId));
    expect((await checkout(other.accessToken, checkoutBody({ amount, coupon_code: LASTONE }))).statusCode).toBe(200);
    await handleStripeEvent(ctx.deps, completedEvent(sessionId));

    expect(await isMember(late.user.id)).toBe(false);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.stripeSessionId, sessionId));
    expect(row?.status).toBe('on_hold');
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer(late.accessToken),
    });
    expect(status.json()).toMatchObject({ status: 'on_hold', user_paid: false });
    expect(await couponRedemptions(ctx.deps, LASTONE)).toBe(1);
  });
});

describe('the spec’s checkout body, priced from the coupon validated on /coupons/', () => {
  it('prices a checkout without a coupon field from the coupon the buyer applied', async () => {
    const { SPEC15 } = uniqueCodes(['SPEC15']);
    await addCoupon(ctx.deps, { code: SPEC15, percentOff: 15, maxRedemptions: 5 });
    const { accessToken } = await createUser(ctx.deps);

    const applied = await applyCoupon(accessToken, SPEC15.toLowerCase());
    expect(applied.statusCode).toBe(200);
    const amount = Math.round(applied.json().amount_after_discount * 100);
    const reply = await checkout(accessToken, checkoutBody({ amount }));

    expect(reply.statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.stripeSessionId, reply.json().sessionId));
    expect(row).toMatchObject({ amount: discountedPriceCents(15), couponCode: SPEC15 });
    expect(await couponRedemptions(ctx.deps, SPEC15)).toBe(1);
  });

  it('still takes the list price after a coupon was applied', async () => {
    const { LIST5 } = uniqueCodes(['LIST5']);
    await addCoupon(ctx.deps, { code: LIST5, percentOff: 5 });
    const { accessToken } = await createUser(ctx.deps);
    await applyCoupon(accessToken, LIST5);

    const reply = await checkout(accessToken, checkoutBody());
    expect(reply.statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.stripeSessionId, reply.json().sessionId));
    expect(row).toMatchObject({ amount: memberPlan.priceCents, couponCode: null });
  });

  it('refuses an amount that matches neither the list price nor the remembered coupon', async () => {
    const { ODD20 } = uniqueCodes(['ODD20']);
    await addCoupon(ctx.deps, { code: ODD20, percentOff: 20 });
    const { accessToken } = await createUser(ctx.deps);
    await applyCoupon(accessToken, ODD20);

    const reply = await checkout(accessToken, checkoutBody({ amount: discountedPriceCents(30) }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('price_mismatch');
  });

  it('forgets the applied coupon after 30 minutes', async () => {
    const { BRIEF } = uniqueCodes(['BRIEF']);
    await addCoupon(ctx.deps, { code: BRIEF, percentOff: 20 });
    const { user, accessToken } = await createUser(ctx.deps);
    await applyCoupon(accessToken, BRIEF);
    clock.advance(31 * 60 * 1000);

    const fresh = await signIn(ctx.deps, user.id);
    const reply = await checkout(fresh, checkoutBody({ amount: discountedPriceCents(20) }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('price_mismatch');
  });

  it('never uses another buyer’s applied coupon', async () => {
    const { THEIRS } = uniqueCodes(['THEIRS']);
    await addCoupon(ctx.deps, { code: THEIRS, percentOff: 20 });
    const owner = await createUser(ctx.deps);
    const stranger = await createUser(ctx.deps);
    await applyCoupon(owner.accessToken, THEIRS);

    const reply = await checkout(stranger.accessToken, checkoutBody({ amount: discountedPriceCents(20) }));
    expect(reply.statusCode).toBe(400);
  });
});

function sessionEvent(type: string, sessionId: string, extra: object = {}) {
  return {
    id: `evt_${type}_${sessionId}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', ...extra } },
  } as unknown as Parameters<typeof handleStripeEvent>[1];
}
const expiredEvent = (sessionId: string) => sessionEvent('checkout.session.expired', sessionId);
const completedEvent = (sessionId: string) =>
  sessionEvent('checkout.session.completed', sessionId, { payment_status: 'paid', payment_intent: `pi_${sessionId}` });
