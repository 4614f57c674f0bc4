import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import {
  addCoupon,
  bearer,
  checkoutBody,
  couponRedemptions,
  fuzzBodies,
  receiptCount,
  testEnv,
  uniqueCodes,
} from '../../../test/payments.ts';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const C = uniqueCodes(['LAUNCH20', 'OLD10', 'OFF30', 'GONE50', 'FOUNDERFREE', 'UNKNOWN']);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv, overrides: { clock } });
  await addCoupon(ctx.deps, { code: C.LAUNCH20, percentOff: 20 });
  await addCoupon(ctx.deps, { code: C.OLD10, percentOff: 10, expiresAt: new Date('2026-03-01T00:00:00Z') });
  await addCoupon(ctx.deps, { code: C.OFF30, percentOff: 30, active: false });
  await addCoupon(ctx.deps, { code: C.GONE50, percentOff: 50, maxRedemptions: 1, redemptions: 1 });
  await addCoupon(ctx.deps, { code: C.FOUNDERFREE, percentOff: 100, maxRedemptions: 10 });
});
afterAll(() => ctx.close());

const checkout = (accessToken: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session/',
    headers: bearer(accessToken),
    payload: body as object,
  });

async function paymentRow(sessionId: string) {
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.stripeSessionId, sessionId));
  return row;
}

describe('POST /api/create-checkout-session/ (local checkout)', () => {
  it('opens a pending payment at the list price and points to the local card page', async () => {
    const { user, accessToken } = await createUser(ctx.deps, { fullName: 'Ada Founder', companyName: 'Ada Ltd' });
    const reply = await checkout(
      accessToken,
      checkoutBody({ billing_info: { fullName: 'Ada Founder', email: user.email, companyName: '' } }),
    );
    expect(reply.statusCode).toBe(200);
    const { url, sessionId } = reply.json();
    expect(sessionId).toMatch(/^cs_local_[\w-]{32}$/);
    expect(url).toBe(`http://localhost:3000/checkout/local/${sessionId}`);
    expect(reply.headers['cache-control']).toBe('no-store');

    const row = await paymentRow(sessionId);
    expect(row).toMatchObject({
      userId: user.id,
      provider: 'local',
      productName: 'Founding Lifetime Membership',
      amount: 179_700,
      listAmount: 179_700,
      currency: 'usd',
      couponCode: null,
      status: 'pending',
      customerName: 'Ada Founder',
      companyName: 'Ada Ltd',
      email: user.email,
      stripePaymentIntentId: null,
    });
  });

  it('refuses a tampered amount with a clear message and opens nothing', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const reply = await checkout(accessToken, checkoutBody({ amount: 100 }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'price_mismatch',
      error: 'The price has changed. Please reload the page and try again.',
    });
    expect(await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('applies a coupon itself: the discounted price is the only amount it accepts', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const full = await checkout(accessToken, checkoutBody({ coupon_code: C.LAUNCH20.toLowerCase() }));
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe('price_mismatch');

    const reply = await checkout(accessToken, checkoutBody({ amount: 143_760, coupon_code: C.LAUNCH20.toLowerCase() }));
    expect(reply.statusCode).toBe(200);
    const row = await paymentRow(reply.json().sessionId);
    expect(row).toMatchObject({ amount: 143_760, listAmount: 179_700, couponCode: C.LAUNCH20 });
    // the open checkout holds one redemption until it is paid, expires or is replaced
    expect(await couponRedemptions(ctx.deps, C.LAUNCH20)).toBe(1);
  });

  it('refuses the coupon price without the coupon', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await checkout(accessToken, checkoutBody({ amount: 143_760 }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('price_mismatch');
  });

  it('refuses a coupon whose redemptions are all taken with a conflict', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await checkout(accessToken, checkoutBody({ amount: 89_850, coupon_code: C.GONE50 }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'coupon_exhausted', error: 'Invalid or expired coupon code.' });
  });

  it.each([C.OLD10, C.OFF30, C.UNKNOWN])('gives the coupon error for %s', async (code) => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await checkout(accessToken, checkoutBody({ amount: 89_850, coupon_code: code }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'invalid_coupon', error: 'Invalid or expired coupon code.' });
  });

  it('treats an empty coupon code as no coupon', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await checkout(accessToken, checkoutBody({ coupon_code: '' }));
    expect(reply.statusCode).toBe(200);
  });

  it('marks an earlier unpaid checkout of the same user as expired', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const first = (await checkout(accessToken, checkoutBody())).json().sessionId;
    const second = (await checkout(accessToken, checkoutBody())).json().sessionId;
    expect((await paymentRow(first))?.status).toBe('expired');
    expect((await paymentRow(second))?.status).toBe('pending');
  });

  it('fulfils a 100% coupon at once, without a card, and returns to the success page', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const reply = await checkout(
      accessToken,
      checkoutBody({ amount: 0, coupon_code: ` ${C.FOUNDERFREE.toLowerCase()}` }),
    );
    expect(reply.statusCode).toBe(200);
    const { url, sessionId } = reply.json();
    expect(sessionId).toMatch(/^cs_free_/);
    expect(url).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}`);

    expect(await paymentRow(sessionId)).toMatchObject({ status: 'completed', amount: 0, couponCode: C.FOUNDERFREE });
    const [member] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(member).toMatchObject({ paid: true, role: 'paid_user' });
    expect(await couponRedemptions(ctx.deps, C.FOUNDERFREE)).toBe(1);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
  });

  it('does not let a member buy twice', async () => {
    const { accessToken } = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const reply = await checkout(accessToken, checkoutBody());
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'already_member',
      error: 'You are already a member. Your lifetime membership is active.',
    });
  });

  it('needs a signed-in user', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      payload: checkoutBody(),
    });
    expect(reply.statusCode).toBe(401);
  });

  it('answers any malformed body with a 4xx and a message, never a 5xx', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const body of fuzzBodies) {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session/',
        headers: { ...bearer(accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(reply.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(reply.json().message).toBeTruthy();
    }
  });
});

describe('GET /payment-status/', () => {
  it('answers for the caller’s own session', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const { sessionId } = (await checkout(accessToken, checkoutBody())).json();
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer(accessToken),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ amount: 1797, user_paid: false, status: 'pending' });
  });

  it('answers 404 for another user’s session, as for one that does not exist', async () => {
    const owner = await createUser(ctx.deps);
    const stranger = await createUser(ctx.deps);
    const { sessionId } = (await checkout(owner.accessToken, checkoutBody())).json();
    for (const id of [sessionId, 'cs_local_nope']) {
      const reply = await ctx.app.inject({
        method: 'GET',
        url: `/payment-status/?session_id=${id}`,
        headers: bearer(stranger.accessToken),
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('No payment was found for this session.');
    }
  });

  it('asks for a session id', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const url of [
      '/payment-status/',
      '/payment-status/?session_id=',
      `/payment-status/?session_id=${'x'.repeat(300)}`,
    ]) {
      const reply = await ctx.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
  });
});

describe('GET /user-payments/', () => {
  it('lists the caller’s payments newest first, with every field of a Payment, amounts in dollars', async () => {
    const { user, accessToken } = await createUser(ctx.deps, { fullName: 'Grace Owner' });
    await ctx.deps.db.insert(payments).values([
      {
        userId: user.id,
        provider: 'local',
        stripeSessionId: `cs_local_old_${user.id}`,
        productName: 'Founding Lifetime Membership',
        amount: 179_700,
        listAmount: 179_700,
        status: 'expired',
        customerName: 'Grace Owner',
        email: user.email,
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        userId: user.id,
        provider: 'local',
        stripeSessionId: `cs_local_new_${user.id}`,
        stripePaymentIntentId: 'pi_local_abc',
        productName: 'Founding Lifetime Membership',
        amount: 143_760,
        listAmount: 179_700,
        status: 'completed',
        customerName: 'Grace Owner',
        companyName: 'Grace Co',
        email: user.email,
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
    ]);
    const other = await createUser(ctx.deps);
    await checkout(other.accessToken, checkoutBody());

    const reply = await ctx.app.inject({ method: 'GET', url: '/user-payments/', headers: bearer(accessToken) });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.user_paid_status).toBe(false);
    expect(body.payments).toHaveLength(2);
    expect(body.payments[0]).toEqual({
      id: expect.any(String),
      stripe_session_id: `cs_local_new_${user.id}`,
      stripe_payment_intent_id: 'pi_local_abc',
      product_name: 'Founding Lifetime Membership',
      amount: 1437.6,
      currency: 'usd',
      status: 'completed',
      customer_name: 'Grace Owner',
      company_name: 'Grace Co',
      email: user.email,
      created_at: '2026-03-05T10:00:00.000Z',
      // inserted as completed, not fulfilled: no number yet (its first PDF download gives it one)
      invoice_number: null,
    });
    expect(body.payments[1]).toMatchObject({ amount: 1797, status: 'expired', stripe_payment_intent_id: null });
  });

  it('needs a signed-in user', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/user-payments/' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('without Stripe', () => {
  it('has no webhook to forge', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('with PAYMENTS_DISABLED (an operator running without payments)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ env: { ...testEnv, PAYMENTS_DISABLED: 'true' }, overrides: { clock } });
    await addCoupon(off.deps, { code: `${C.FOUNDERFREE}X`, percentOff: 100, maxRedemptions: 10 });
  });
  afterAll(() => off.close());

  it('opens no checkout that charges, says why, and records nothing', async () => {
    const { user, accessToken } = await createUser(off.deps);
    const reply = await off.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(accessToken),
      payload: checkoutBody(),
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({
      code: 'payments_unavailable',
      message: 'Payments are not available on this site at the moment.',
    });
    expect(await off.deps.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('still completes a 100% coupon: nothing is charged', async () => {
    const { accessToken } = await createUser(off.deps);
    const reply = await off.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(accessToken),
      payload: checkoutBody({ amount: 0, coupon_code: `${C.FOUNDERFREE}X` }),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().sessionId).toMatch(/^cs_free_/);
  });

  it('has no local card page to pay at', async () => {
    const reply = await off.app.inject({ method: 'GET', url: '/checkout/local/cs_local_anything' });
    expect(reply.statusCode).toBe(404);
  });
});
