import { randomUUID } from 'node:crypto';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfPair, sturdyPassword } from '../../test/accounts.ts';
import { openTestDatabase, testConfig, uniqueEmail } from '../../test/helper.ts';
import { type SmtpListener, startSmtpListener } from '../../test/smtp.ts';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import { checkoutTokenCookie } from '../modules/payments/local-checkout/form-token.ts';
import { checkoutBody } from '../../test/payments.ts';
import type { App } from './http.ts';
import { loggableUrl, loggerOptions, redactSecrets } from './logging.ts';

/*
 * Issue 19: the production logger (main.ts's options, a real pino writing JSON lines to a buffer)
 * over a full sign-up with the emailed code, a login, a token refresh, a local card payment and a
 * Stripe webhook: no line holds the password, a token, the code, the card number or a secret, and
 * every line of a request carries its id.
 */
const stripeKey = 'sk_test_logs_never_show_this_key';
const webhookSecret = 'whsec_logs_never_show_this_secret';
const jwtSecret = 'jwt-secret-for-the-log-test-that-never-shows-up';
const cardNumber = '4242 4242 4242 4242';

interface Running {
  app: App;
  database: Database;
}

async function startApp(env: Record<string, string>, level: 'info' | 'debug', lines: string[]): Promise<Running> {
  const database = await openTestDatabase();
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '10000', JWT_SECRET: jwtSecret, LOG_LEVEL: level, ...env });
  const deps = createDeps(config, database);
  const app = await buildApp(deps, {
    logger: { ...loggerOptions(config), stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  return { app, database };
}

describe.each(['info', 'debug'] as const)('the logs at %s of a sign-up, login and payment', (level) => {
  const lines: string[] = [];
  /** Everything secret the flow handled; each must be absent from every line. */
  const secrets = new Map<string, string>([
    ['Stripe secret key', stripeKey],
    ['webhook secret', webhookSecret],
    ['JWT secret', jwtSecret],
    ['password', sturdyPassword],
    ['card number', cardNumber],
    ['card number (digits)', cardNumber.replaceAll(' ', '')],
  ]);
  let code = '';
  let smtp: SmtpListener;
  let double: StripeDouble;
  let local: Running;
  let stripe: Running;
  const payRequestId = `logtest-${level}-${randomUUID()}`;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    double = await startStripeDouble(stripeKey);
    local = await startApp({ SMTP_URL: smtp.url }, level, lines);
    stripe = await startApp(
      {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: stripeKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: double.url,
      },
      level,
      lines,
    );

    // sign-up with the emailed code, on the app with the local checkout
    const { app } = local;
    const email = uniqueEmail('logs');
    const sent = await app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    await app.deps.emailDelivery.deliverDueEmails({ log: app.log, recipients: [email] });
    code = smtp.codeFor(email);
    secrets.set('OTP code', code);
    expect(
      (await app.inject({ method: 'POST', url: '/verify_email_otp/', payload: { email, otp: code } })).statusCode,
    ).toBe(200);
    const registered = await app.inject({
      method: 'POST',
      url: '/register/',
      payload: {
        email,
        password: sturdyPassword,
        full_name: 'Ada Founder',
        phone_number: '+14165550148',
        website_name: 'acme-industries.com',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const signUpTokens = registered.json().tokens as { access: string; refresh: string };
    secrets.set('access token (sign-up)', signUpTokens.access);
    secrets.set('refresh token (sign-up)', signUpTokens.refresh);

    // login, a refresh, a signed-in read
    const { cookie, header } = await csrfPair(app);
    const login = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { cookie, 'x-csrftoken': header },
      payload: { identifier: email, password: sturdyPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    const loginTokens = login.json().tokens as { access: string; refresh: string };
    secrets.set('access token (login)', loginTokens.access);
    secrets.set('refresh token (login)', loginTokens.refresh);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: loginTokens.refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json() as { access: string; refresh: string };
    secrets.set('access token (refreshed)', tokens.access);
    secrets.set('refresh token (refreshed)', tokens.refresh);
    const bearer = { authorization: `Bearer ${tokens.access}` };
    expect((await app.inject({ method: 'GET', url: '/extract-user-data/', headers: bearer })).statusCode).toBe(200);

    // the local card payment
    const opened = await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: bearer,
      payload: checkoutBody(),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const pagePath = new URL(opened.json().url as string).pathname;
    const page = await app.inject({ method: 'GET', url: pagePath });
    const formToken = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    secrets.set('checkout form token', formToken);
    const paid = await app.inject({
      method: 'POST',
      url: pagePath,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${checkoutTokenCookie}=${formToken}`,
        'x-request-id': payRequestId,
      },
      payload: new URLSearchParams({
        cardNumber,
        expiry: '12 / 34',
        cvc: '123',
        cardholderName: 'Ada Founder',
        token: formToken,
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers['x-request-id']).toBe(payRequestId);
    expect(
      (await app.inject({ method: 'POST', url: '/logout/', payload: { refresh: tokens.refresh } })).statusCode,
    ).toBe(200);

    // a Stripe payment, by a second founder who signs up on the app with Stripe: a Checkout Session, the signed webhook
    const stripeApp = stripe.app;
    const other = uniqueEmail('logs-stripe');
    await stripeApp.inject({ method: 'POST', url: '/send_email_otp/', payload: { email: other } });
    await stripeApp.deps.emailDelivery.deliverDueEmails({ log: stripeApp.log, recipients: [other] });
    const otherCode = smtp.codeFor(other);
    secrets.set('OTP code (Stripe app)', otherCode);
    await stripeApp.inject({ method: 'POST', url: '/verify_email_otp/', payload: { email: other, otp: otherCode } });
    const again = await stripeApp.inject({
      method: 'POST',
      url: '/register/',
      payload: {
        email: other,
        password: sturdyPassword,
        full_name: 'Ada Founder',
        phone_number: '+14165550148',
        website_name: 'acme-industries.com',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    const access = (again.json().tokens as { access: string }).access;
    secrets.set('refresh token (Stripe app)', (again.json().tokens as { refresh: string }).refresh);
    secrets.set('access token (Stripe app)', access);
    const session = await stripeApp.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: { authorization: `Bearer ${access}` },
      payload: checkoutBody(),
    });
    expect(session.statusCode, session.body).toBe(200);
    const completed = double.markPaid(session.json().sessionId as string);
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: 1,
      livemode: false,
      type: 'checkout.session.completed',
      data: { object: completed },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    secrets.set('Stripe-Signature header', signature);
    const webhook = await stripeApp.inject({
      method: 'POST',
      url: '/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    // a forged one is refused (and its refusal logged, if at all, without the secret)
    const forged = await stripeApp.inject({
      method: 'POST',
      url: '/stripe/webhook/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
  });

  afterAll(async () => {
    for (const running of [local, stripe]) {
      await running?.app.close();
      await running?.database.close();
    }
    await smtp?.close();
    await double?.close();
  });

  const parsed = () =>
    lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('are JSON lines, with the request id on every line of a request', () => {
    const entries = parsed();
    expect(entries.length).toBeGreaterThan(15);
    for (const entry of entries) {
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
      // every line is a request's, with its id, but the app's own start-up notes
      if (!/^web build not found/.test(String(entry.msg))) {
        expect(entry.reqId, JSON.stringify(entry)).toEqual(expect.any(String));
      }
    }
    // the id the proxy sent is on each line of that request, down to its one access line
    const payment = entries.filter((entry) => entry.reqId === payRequestId);
    expect(payment.map((entry) => entry.msg)).toContain('request completed');
    const access = payment.find((entry) => entry.msg === 'request completed');
    expect(access).toMatchObject({
      req: { method: 'POST' },
      res: { statusCode: 303 },
      responseTime: expect.any(Number),
    });
    // one access line per request, not an "incoming" line as well
    expect(entries.filter((entry) => entry.msg === 'request completed').length).toBe(
      new Set(entries.map((entry) => entry.reqId).filter(Boolean)).size,
    );
    // the webhook's own line is tied to its request too
    const webhookLine = entries.find((entry) => entry.msg === 'stripe webhook');
    expect(webhookLine?.reqId).toEqual(expect.any(String));
    expect(entries.some((entry) => entry.reqId === webhookLine?.reqId && entry.msg === 'request completed')).toBe(true);
  });

  it('hold no password, token, code, card number or secret', () => {
    const text = lines.join('');
    expect(secrets.size).toBeGreaterThanOrEqual(15);
    for (const [name, value] of secrets) {
      expect(value.length, name).toBeGreaterThanOrEqual(6);
      // the 6-digit code alone: not as part of a longer number (a timestamp) or a hex id
      const pattern = name.startsWith('OTP')
        ? new RegExp(`(?<![0-9a-fA-F])${value}(?![0-9a-fA-F])`)
        : new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      expect(pattern.test(text), `the ${name} is in the logs`).toBe(false);
    }
  });
});

describe('loggableUrl', () => {
  it('keeps paths and ordinary parameters, and hides the values of credential parameters', () => {
    expect(loggableUrl('/community/stream/')).toBe('/community/stream/');
    expect(loggableUrl('/community/stream/?ticket=abc123secret&last_event_id=42')).toBe(
      '/community/stream/?ticket=[Redacted]&last_event_id=42',
    );
    expect(loggableUrl('/payment-status/?session_id=cs_test_1')).toBe('/payment-status/?session_id=cs_test_1');
    expect(loggableUrl('/x?Token=abc&%74oken=def&a')).toBe('/x?Token=[Redacted]&%74oken=[Redacted]&a');
  });
});

describe('redactSecrets', () => {
  it('replaces every secret key at any depth of objects and arrays, and copies only what it changes', () => {
    const untouched = { plan: 'lifetime', amount: 1797 };
    const fields = {
      untouched,
      headers: { authorization: 'Bearer abc', accept: 'application/json' },
      nested: { deeper: [{ password: 'Sturdy#Pass42', email: 'a@example.com' }] },
      tokens: { access: 'x', refresh: 'y' },
    };
    const redacted = redactSecrets(fields);
    expect(redacted).toEqual({
      untouched: { plan: 'lifetime', amount: 1797 },
      headers: { authorization: '[Redacted]', accept: 'application/json' },
      nested: { deeper: [{ password: '[Redacted]', email: 'a@example.com' }] },
      tokens: '[Redacted]',
    });
    expect(redacted.untouched).toBe(untouched);
    // the caller's object is left as it was
    expect(fields.headers.authorization).toBe('Bearer abc');
    expect(redactSecrets(untouched)).toBe(untouched);
  });

  it('leaves class instances to their serializers, and stops at a depth (a cycle cannot hang it)', () => {
    const error = Object.assign(new Error('boom'), { password: 'kept for the err serializer' });
    expect(redactSecrets({ err: error }).err).toBe(error);
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(() => redactSecrets(cycle)).not.toThrow();
  });

  it('keeps secrets out of a line logged with the production options, in its fields and in an error', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions({ LOG_LEVEL: 'info' }), { write: (line: string) => void lines.push(line) });
    logger.warn({ headers: { cookie: 'sid=secret-cookie' }, attempt: { otp: '123456' } }, 'fields');
    logger.error({ err: Object.assign(new Error('refused'), { cardNumber: '4242424242424242' }) }, 'an error');
    const text = lines.join('');
    expect(text).not.toMatch(/secret-cookie|123456|4242424242424242/);
    expect(JSON.parse(lines[1]!).err).toMatchObject({ message: 'refused', cardNumber: '[Redacted]' });
  });
});
