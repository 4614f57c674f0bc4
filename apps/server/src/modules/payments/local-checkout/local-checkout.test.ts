import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, payments, users } from '../../../db/schema.ts';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, createUser, signIn, type TestContext } from '../../../../test/helper.ts';
import {
  addCoupon,
  bearer,
  checkoutBody,
  couponRedemptions,
  receiptCount,
  testEnv,
  uniqueCodes,
} from '../../../../test/payments.ts';
import { checkoutTokenCookie } from './form-token.ts';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const C = uniqueCodes(['LAUNCH20', 'LAST1']);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv, overrides: { clock } });
  await addCoupon(ctx.deps, { code: C.LAUNCH20, percentOff: 20, maxRedemptions: 5 });
});
afterAll(() => ctx.close());

/** A user with an open local checkout, and the page as the browser first sees it. */
async function openCheckout(body = checkoutBody()) {
  const { user, accessToken } = await createUser(ctx.deps);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session/',
    headers: bearer(accessToken),
    payload: body,
  });
  const { sessionId, url } = created.json();
  const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const cookie = page.cookies.find((c) => c.name === checkoutTokenCookie);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return { user, accessToken, sessionId, path: new URL(url).pathname, page, cookie, token };
}

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardholderName: 'Ada Founder' };

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie: `${checkoutTokenCookie}=${cookie}` } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function userRow(id: string) {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function paymentRow(sessionId: string) {
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.stripeSessionId, sessionId));
  return row;
}

describe('the local checkout page', () => {
  it('shows a test-mode card form with the email, the amount and a way back', async () => {
    const { user, page, cookie, token } = await openCheckout();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(user.email);
    expect(page.body).toContain('Pay $1,797.00');
    expect(page.body).toContain('href="http://localhost:3000/payment-cancelled"');
    for (const label of ['Card number', 'Expiration date (MM / YY)', 'Security code (CVC)', 'Cardholder name']) {
      expect(page.body).toContain(`${label}</label>`);
    }
    // no inline script: the CSP would block it
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.body).toContain('<script src="/checkout/local/assets/checkout.js" defer></script>');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/checkout/local/' });
    expect(token).toBe(cookie?.value);
  });

  it('shows the coupon and the discounted total', async () => {
    const { page } = await openCheckout(checkoutBody({ amount: 143_760, coupon_code: C.LAUNCH20 }));
    expect(page.body).toContain(`Coupon ${C.LAUNCH20} (20% off)`);
    expect(page.body).toContain('Pay $1,437.60');
  });

  it('serves its script from our origin', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/checkout/local/assets/checkout.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('javascript');
    expect(reply.body).toContain("addEventListener('submit'");
  });

  it('answers an unknown session with a page, not a crash', async () => {
    for (const id of ['cs_local_unknown', 'anything', 'cs_free_x', '%00']) {
      const reply = await ctx.app.inject({ method: 'GET', url: `/checkout/local/${id}` });
      expect(reply.statusCode, id).toBe(404);
      expect(reply.body).toContain('Checkout not found');
    }
  });
});

describe('paying on the local checkout', () => {
  it('4242 4242 4242 4242 pays: membership, receipt, coupon counted, then the success page', async () => {
    const redemptionsBefore = (await couponRedemptions(ctx.deps, C.LAUNCH20)) ?? 0;
    const { user, sessionId, path, cookie, token } = await openCheckout(
      checkoutBody({ amount: 143_760, coupon_code: C.LAUNCH20 }),
    );
    const reply = await post(path, { ...card, token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}`);

    expect(await userRow(user.id)).toMatchObject({ paid: true, role: 'paid_user' });
    const payment = await paymentRow(sessionId);
    expect(payment).toMatchObject({ status: 'completed', amount: 143_760 });
    expect(payment?.stripePaymentIntentId).toMatch(/^pi_local_/);
    expect(payment?.paidAt?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(await couponRedemptions(ctx.deps, C.LAUNCH20)).toBe(redemptionsBefore + 1);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);

    // the status the success page reads
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer((await createUserToken(user.id)) ?? ''),
    });
    expect(status.json()).toEqual({ amount: 1437.6, user_paid: true, status: 'paid' });
  });

  it('4000 0000 0000 0002 is declined: the page again with the reason, nothing paid', async () => {
    const { user, sessionId, path, cookie, token } = await openCheckout();
    const reply = await post(path, { ...card, cardNumber: '4000 0000 0000 0002', token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('role="alert">Your card was declined.</div>');
    expect(reply.body).toContain('Pay $1,797.00');
    expect(reply.body).toContain('<a href="http://localhost:3000/payment?declined=1">Return to the payment page</a>');
    expect(reply.body).not.toContain('value="123"');
    expect(await userRow(user.id)).toMatchObject({ paid: false, role: 'guest' });
    expect((await paymentRow(sessionId))?.status).toBe('pending');
    expect(await receiptCount(ctx.deps, user.email)).toBe(0);

    // and a good card afterwards still pays
    const retry = await post(path, { ...card, token: token ?? '' }, cookie?.value);
    expect(retry.statusCode).toBe(303);
  });

  it.each([
    [{ cardNumber: '' }, 'Your card number is incomplete.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ expiry: '13 / 30' }, "Your card's expiration date is invalid."],
    [{ expiry: '02 / 26' }, "Your card's expiration date is in the past."],
    [{ expiry: '1' }, "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
    [{ cardholderName: '  ' }, 'Enter the name on the card.'],
    [{ cardNumber: '4000 0566 5566 5556 '.repeat(3) }, 'Your card number is invalid.'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { user, path, cookie, token } = await openCheckout();
    const reply = await post(path, { ...card, ...change, token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(message.replaceAll("'", '&#39;'));
    expect(reply.body).toContain('aria-invalid="true"');
    expect((await userRow(user.id))?.paid).toBe(false);
  });

  it('accepts this month as expiry and a 4-digit CVC', async () => {
    const { user, path, cookie, token } = await openCheckout();
    const reply = await post(path, { ...card, expiry: '0326', cvc: '1234', token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(303);
    expect((await userRow(user.id))?.paid).toBe(true);
  });

  it('refuses a post without the page’s token (cross-site forgery) and charges nothing', async () => {
    const { user, path, cookie, token } = await openCheckout();
    const other = await openCheckout();
    const attempts = [
      post(path, card, cookie?.value),
      post(path, { ...card, token: token ?? '' }),
      post(path, { ...card, token: 'forged.value' }, 'forged.value'),
      // a token minted for another session does not open this one
      post(path, { ...card, token: other.token ?? '' }, other.cookie?.value),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.statusCode).toBe(403);
      expect(reply.body).toContain('This page had expired.');
    }
    expect((await userRow(user.id))?.paid).toBe(false);
  });

  it('cannot be paid twice: a completed session goes to the success page', async () => {
    const { user, sessionId, path, cookie, token } = await openCheckout();
    const fields = { ...card, token: token ?? '' };
    const replies = await Promise.all([post(path, fields, cookie?.value), post(path, fields, cookie?.value)]);
    for (const reply of replies) expect(reply.statusCode).toBe(303);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);

    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(`session_id=${sessionId}`);
  });

  it('an expired session (the user opened a newer one) cannot be paid', async () => {
    const { user, accessToken, path, cookie, token } = await openCheckout();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(accessToken),
      payload: checkoutBody(),
    });
    const reply = await post(path, { ...card, token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(410);
    expect(reply.body).toContain('This checkout has expired');
    expect((await userRow(user.id))?.paid).toBe(false);
  });

  it('a user who became a member meanwhile is not charged again', async () => {
    const { user, path, cookie, token } = await openCheckout();
    await ctx.deps.db.update(users).set({ paid: true, role: 'paid_user' }).where(eq(users.id, user.id));
    const reply = await post(path, { ...card, token: token ?? '' }, cookie?.value);
    expect(reply.statusCode).toBe(409);
    expect(reply.body).toContain('You are already a member');
    expect(await receiptCount(ctx.deps, user.email)).toBe(0);
  });

  it('survives malformed posts', async () => {
    const { path, cookie } = await openCheckout();
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'cardNumber=%ZZ&&&=='],
      ['application/x-www-form-urlencoded', `cardNumber=${'9'.repeat(5000)}`],
      ['application/json', '{"cardNumber":1}'],
      ['text/plain', 'hello'],
    ];
    for (const [type, payload] of bodies) {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': type, cookie: `${checkoutTokenCookie}=${cookie?.value}` },
        payload,
      });
      expect(reply.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe('coupon redemptions', () => {
  it('the last one is held by the first open checkout: a second buyer is refused before paying', async () => {
    await addCoupon(ctx.deps, { code: C.LAST1, percentOff: 10, maxRedemptions: 1 });
    const body = checkoutBody({ amount: 161_730, coupon_code: C.LAST1 });
    const first = await openCheckout(body);
    const late = await createUser(ctx.deps);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(late.accessToken),
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('coupon_exhausted');

    const paid = await post(first.path, { ...card, token: first.token ?? '' }, first.cookie?.value);
    expect(paid.statusCode).toBe(303);
    const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.code, C.LAST1));
    expect(row?.redemptions).toBe(1);
  });
});

async function createUserToken(userId: string) {
  return signIn(ctx.deps, userId);
}
