import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, processedEvents, users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { growthOf } from '../../../test/metrics.ts';
import { type DoubleSession, startStripeDouble, type StripeDouble } from '../../../test/stripe-double.ts';
import {
  addCoupon,
  bearer,
  checkoutBody,
  couponRedemptions,
  receiptCount,
  testEnv,
  uniqueCodes,
} from '../../../test/payments.ts';

const secretKey = 'sk_test_pay_srv_double';
const webhookSecret = 'whsec_test_pay_srv_secret';
const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const C = uniqueCodes(['LAUNCH20']);
let ctx: TestContext;
let double: StripeDouble;

beforeAll(async () => {
  double = await startStripeDouble(secretKey);
  ctx = await createTestApp({
    env: {
      ...testEnv,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: double.url,
    },
    overrides: { clock },
  });
  await addCoupon(ctx.deps, { code: C.LAUNCH20, percentOff: 20 });
});
afterAll(async () => {
  await ctx.close();
  await double.close();
});

/** A user with a Stripe Checkout Session opened through the API, as the payment page does. */
async function openSession(body = checkoutBody()) {
  const { user, accessToken } = await createUser(ctx.deps);
  const reply = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session/',
    headers: bearer(accessToken),
    payload: body,
  });
  expect(reply.statusCode).toBe(200);
  const { sessionId, url } = reply.json();
  return { user, accessToken, sessionId: sessionId as string, url: url as string };
}

function event(type: string, object: object, id = `evt_${randomBytes(10).toString('hex')}`) {
  return { id, object: 'event', api_version: '2025-01-01', created: 1, livemode: false, type, data: { object } };
}

/** Posts an event the way Stripe does: raw JSON with a Stripe-Signature over it. */
function deliver(payloadObject: object, options: { secret?: string; ageSeconds?: number } = {}) {
  const payload = JSON.stringify(payloadObject);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: Math.floor(clock.now().getTime() / 1000) - (options.ageSeconds ?? 0),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const paidSession = (session: DoubleSession) => ({ ...session, status: 'complete', payment_status: 'paid' });

async function userRow(id: string) {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function paymentRows(userId: string) {
  return ctx.deps.db.select().from(payments).where(eq(payments.userId, userId));
}

describe('opening a Stripe Checkout Session', () => {
  it('sends the server’s amount, the user and the return URLs to Stripe, and asks for no Stripe invoice', async () => {
    const { user, sessionId, url } = await openSession(checkoutBody({ amount: 143_760, coupon_code: C.LAUNCH20 }));
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [row] = await paymentRows(user.id);
    const sent = double.createRequests.at(-1);
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '143760',
      'line_items[0][price_data][product_data][name]': 'Founding Lifetime Membership',
      client_reference_id: user.id,
      customer_email: user.email,
      'metadata[payment_id]': row?.id,
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment-cancelled',
    });
    // one sale, one invoice: ours, with its EXC- number (issue 29)
    expect(Object.keys(sent ?? {}).filter((key) => key.startsWith('invoice_creation'))).toEqual([]);
    expect(row).toMatchObject({ provider: 'stripe', stripeSessionId: sessionId, status: 'pending', amount: 143_760 });
  });

  it('answers 502 with a message when Stripe refuses, and keeps no payment row', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    double.failNextCreate();
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(accessToken),
      payload: checkoutBody(),
    });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().message).toBe('We could not start the checkout. Please try again in a moment.');
    expect(await paymentRows(user.id)).toHaveLength(0);
  });

  it('closes the user’s earlier open session, here and at Stripe, so the plan cannot be paid twice', async () => {
    const { user, accessToken, sessionId: first } = await openSession();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer(accessToken),
      payload: checkoutBody(),
    });
    const second = again.json().sessionId as string;
    expect(double.sessions.get(first)?.status).toBe('expired');
    expect(double.sessions.get(second)?.status).toBe('open');
    const rows = await paymentRows(user.id);
    expect(rows.find((row) => row.stripeSessionId === first)?.status).toBe('expired');
    expect(rows.find((row) => row.stripeSessionId === second)?.status).toBe('pending');
  });

  it('has no local checkout page to pay at', async () => {
    const { sessionId } = await openSession();
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/checkout/local/${sessionId}`,
      headers: { accept: 'application/json' },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('POST /stripe/webhook/', () => {
  it('checkout.session.completed (paid) makes the user a member, with one receipt', async () => {
    const before = await couponRedemptions(ctx.deps, C.LAUNCH20);
    const { user, sessionId } = await openSession(checkoutBody({ amount: 143_760, coupon_code: C.LAUNCH20 }));
    const session = double.markPaid(sessionId);
    const reply = await deliver(event('checkout.session.completed', session));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true, outcome: 'processed' });

    expect(await userRow(user.id)).toMatchObject({ paid: true, role: 'paid_user' });
    const [row] = await paymentRows(user.id);
    expect(row).toMatchObject({ status: 'completed', stripePaymentIntentId: session.payment_intent });
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
    expect(row?.invoiceNumber).toMatch(/^EXC-/);
    expect(double.invoices).toEqual([]);
    // counted once, when the checkout opened, and not again at fulfilment
    expect(await couponRedemptions(ctx.deps, C.LAUNCH20)).toBe((before ?? 0) + 1);
  });

  it('the same event three times gives one membership, one payment row, one receipt', async () => {
    const series = (result: string) =>
      `exitcraft_webhook_events_total{type="checkout.session.completed",result="${result}"}`;
    const processed = await growthOf(ctx.deps.meters.registry, series('processed'));
    const duplicates = await growthOf(ctx.deps.meters.registry, series('duplicate'));
    const { user, sessionId } = await openSession();
    const completed = event('checkout.session.completed', double.markPaid(sessionId));
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(completed)).json().outcome);
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    // /metrics counts each delivery by type and result
    expect(await processed()).toBe(1);
    expect(await duplicates()).toBe(2);
    expect(await paymentRows(user.id)).toHaveLength(1);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
    expect(await userRow(user.id)).toMatchObject({ paid: true, role: 'paid_user' });
  });

  it('the same event three times at once is processed exactly once', async () => {
    const { user, sessionId } = await openSession();
    const completed = event('checkout.session.completed', double.markPaid(sessionId));
    const replies = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'processed']);
    expect(await paymentRows(user.id)).toHaveLength(1);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
    const recorded = await ctx.deps.db.select().from(processedEvents).where(eq(processedEvents.id, completed.id));
    expect(recorded).toHaveLength(1);
  });

  it('different events for one session at once still fulfil once', async () => {
    const { user, sessionId } = await openSession();
    const session = double.markPaid(sessionId);
    const replies = await Promise.all([
      deliver(event('checkout.session.completed', session)),
      deliver(event('checkout.session.async_payment_succeeded', session)),
      deliver(event('checkout.session.completed', session)),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const rejected = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_webhook_events_total{type="unverified",result="rejected"}',
    );
    const { user, sessionId } = await openSession();
    const completed = event('checkout.session.completed', double.markPaid(sessionId));
    const reply = await deliver(completed, { secret: 'whsec_someone_else' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'invalid_signature',
      message: 'The webhook signature could not be verified.',
    });
    expect((await userRow(user.id))?.paid).toBe(false);

    // a body changed after signing fails as well
    const payload = JSON.stringify(completed);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await rejected()).toBe(2);
  });

  it('refuses an event signed 301 s ago, accepts one signed 299 s ago', async () => {
    const { user, sessionId } = await openSession();
    const completed = event('checkout.session.completed', double.markPaid(sessionId));
    expect((await deliver(completed, { ageSeconds: 301 })).statusCode).toBe(400);
    expect((await userRow(user.id))?.paid).toBe(false);
    expect((await deliver(completed, { ageSeconds: 299 })).statusCode).toBe(200);
    expect((await userRow(user.id))?.paid).toBe(true);
  });

  it('refuses an event signed more than the tolerance in the future, accepts one 299 s ahead', async () => {
    const { user, sessionId } = await openSession();
    const completed = event('checkout.session.completed', double.markPaid(sessionId));
    expect((await deliver(completed, { ageSeconds: -301 })).statusCode).toBe(400);
    expect((await userRow(user.id))?.paid).toBe(false);
    expect((await deliver(completed, { ageSeconds: -299 })).statusCode).toBe(200);
    expect((await userRow(user.id))?.paid).toBe(true);
  });

  it.each([null, 'text', 42, []])('answers a signed event whose data.object is %j with 400', async (object) => {
    for (const type of ['checkout.session.completed', 'checkout.session.expired', 'charge.refunded']) {
      const payload = { ...event(type, {}), data: { object } };
      const reply = await deliver(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ status: 'error', code: 'invalid_event' });
    }
    const noData = await deliver({ ...event('checkout.session.completed', {}), data: null });
    expect(noData.statusCode).toBe(400);
  });

  it('refuses a missing signature or a body that is not JSON', async () => {
    const noSignature = await ctx.app.inject({
      method: 'POST',
      url: '/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().message).toBe('The Stripe-Signature header is missing.');
    for (const [type, payload] of [
      ['text/plain', 'hello'],
      ['application/json', 'not json'],
      ['application/json', ''],
    ]) {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: '/stripe/webhook/',
        headers: { 'content-type': type as string, 'stripe-signature': 't=1,v1=abc' },
        payload: payload as string,
      });
      expect(reply.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
  });

  it('completed but unpaid (bank debit) waits; async_payment_succeeded then fulfils', async () => {
    const { user, sessionId } = await openSession();
    const open = double.sessions.get(sessionId) as DoubleSession;
    await deliver(event('checkout.session.completed', { ...open, status: 'complete', payment_status: 'unpaid' }));
    expect((await paymentRows(user.id))[0]?.status).toBe('processing');
    expect((await userRow(user.id))?.paid).toBe(false);

    const paid = paidSession({ ...open, payment_intent: 'pi_test_async_ok' });
    await deliver(event('checkout.session.async_payment_succeeded', paid));
    expect((await paymentRows(user.id))[0]).toMatchObject({
      status: 'completed',
      stripePaymentIntentId: 'pi_test_async_ok',
    });
    expect(await userRow(user.id)).toMatchObject({ paid: true, role: 'paid_user' });
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
  });

  it('async_payment_failed marks the payment failed and grants nothing', async () => {
    const { user, sessionId } = await openSession();
    const open = double.sessions.get(sessionId) as DoubleSession;
    await deliver(event('checkout.session.completed', { ...open, status: 'complete', payment_status: 'unpaid' }));
    const reply = await deliver(event('checkout.session.async_payment_failed', { ...open, status: 'complete' }));
    expect(reply.statusCode).toBe(200);
    expect((await paymentRows(user.id))[0]?.status).toBe('failed');
    expect(await userRow(user.id)).toMatchObject({ paid: false, role: 'guest' });
    expect(await receiptCount(ctx.deps, user.email)).toBe(0);
  });

  it('a full refund ends the membership; a partial one does not', async () => {
    const { user, accessToken, sessionId } = await openSession();
    const session = double.markPaid(sessionId);
    await deliver(event('checkout.session.completed', session));
    expect((await userRow(user.id))?.paid).toBe(true);

    const charge = { id: 'ch_test_1', object: 'charge', payment_intent: session.payment_intent, amount: 179_700 };
    await deliver(event('charge.refunded', { ...charge, amount_refunded: 10_000, refunded: false }));
    expect((await userRow(user.id))?.paid).toBe(true);

    const reply = await deliver(event('charge.refunded', { ...charge, amount_refunded: 179_700, refunded: true }));
    expect(reply.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ paid: false, role: 'guest' });
    expect((await paymentRows(user.id))[0]?.status).toBe('refunded');

    // and the history says so
    const history = await ctx.app.inject({ method: 'GET', url: '/user-payments/', headers: bearer(accessToken) });
    expect(history.json().payments[0]).toMatchObject({
      status: 'refunded',
      stripe_payment_intent_id: session.payment_intent,
    });
  });

  it('checkout.session.expired closes a pending payment', async () => {
    const { user, sessionId } = await openSession();
    const open = double.sessions.get(sessionId) as DoubleSession;
    await deliver(event('checkout.session.expired', { ...open, status: 'expired' }));
    expect((await paymentRows(user.id))[0]?.status).toBe('expired');
  });

  it('acknowledges events it does not handle, and sessions that are not ours', async () => {
    const ignored = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_webhook_events_total{type="customer.created",result="ignored"}',
    );
    const other = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await ignored()).toBe(1);
    const foreign = await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_not_ours',
        object: 'checkout.session',
        payment_status: 'paid',
      }),
    );
    expect(foreign.statusCode).toBe(200);
  });
});

describe('GET /payment-status/ with Stripe', () => {
  it('reconciles a pending session that Stripe says is paid (webhook not here yet)', async () => {
    const { user, accessToken, sessionId } = await openSession();
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer(accessToken),
    });
    expect(before.json()).toEqual({ amount: 1797, user_paid: false, status: 'pending' });

    const session = double.markPaid(sessionId);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer(accessToken),
    });
    expect(after.json()).toEqual({ amount: 1797, user_paid: true, status: 'paid' });
    expect((await paymentRows(user.id))[0]?.stripePaymentIntentId).toBe(session.payment_intent);

    // the webhook arriving afterwards changes nothing more
    await deliver(event('checkout.session.completed', session));
    expect(await receiptCount(ctx.deps, user.email)).toBe(1);
  });

  it('answers 404 for another user’s session', async () => {
    const { sessionId } = await openSession();
    const stranger = await createUser(ctx.deps);
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/payment-status/?session_id=${sessionId}`,
      headers: bearer(stranger.accessToken),
    });
    expect(reply.statusCode).toBe(404);
  });
});
