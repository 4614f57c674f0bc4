import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from '../src/lib/clock.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { type SmtpListener, startSmtpListener } from './smtp.ts';

export const sturdyPassword = 'Harbor#Lights42';

/** The csrftoken cookie from GET /csrf/, as a browser would hold it. */
export async function csrfPair(app: TestContext['app']): Promise<{ cookie: string; header: string }> {
  const response = await app.inject({ method: 'GET', url: '/csrf/' });
  const token = (response.json() as { csrfToken: string }).csrfToken;
  return { cookie: `csrftoken=${token}`, header: token };
}

/** POST /login/ as a browser at `remoteAddress` sends it (127.0.0.1 unless given). */
export async function loginRequest(
  app: TestContext['app'],
  identifier: string,
  password: string,
  remoteAddress?: string,
) {
  const { cookie, header } = await csrfPair(app);
  return app.inject({
    method: 'POST',
    url: '/login/',
    headers: { cookie, 'x-csrftoken': header },
    payload: { identifier, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Sends the code, delivers the outbox over SMTP and reads the code out of the real message. */
export async function emailedCode(
  context: TestContext,
  smtp: SmtpListener,
  url: '/send_email_otp/' | '/forgot-password-send-otp/',
  email: string,
): Promise<string> {
  const sent = await context.app.inject({ method: 'POST', url, payload: { email } });
  expect(sent.statusCode, sent.body).toBe(200);
  await context.deps.emailDelivery.deliverDueEmails({ recipients: [email] });
  return smtp.codeFor(email);
}

/** A guest account made through the public endpoints, exactly as the web app does it. */
export async function registerThroughApi(
  context: TestContext,
  smtp: SmtpListener,
  email: string,
  fields: Partial<Record<string, unknown>> = {},
) {
  const otp = await emailedCode(context, smtp, '/send_email_otp/', email);
  const verified = await context.app.inject({ method: 'POST', url: '/verify_email_otp/', payload: { email, otp } });
  expect(verified.statusCode, verified.body).toBe(200);
  const registered = await context.app.inject({
    method: 'POST',
    url: '/register/',
    payload: {
      email,
      password: sturdyPassword,
      full_name: 'Ada Founder',
      phone_number: '+14165550148',
      website_name: 'acme-industries.com',
      no_linkedin: true,
      came_from_plan: false,
      ...fields,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json() as {
    tokens: { access: string; refresh: string };
    user_data: { username: string; email: string; full_name: string };
  };
}

/**
 * A whole app that mails through a real SMTP listener, on a manual clock, started before and
 * closed after the surrounding describe block. Read `context` and `smtp` inside tests or hooks.
 */
export function useMailingApp() {
  const clock = manualClock();
  let started: { context: TestContext; smtp: SmtpListener } | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpListener();
    const context = await createTestApp({
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '10000' },
      overrides: { clock },
    });
    started = { context, smtp };
  });
  afterAll(async () => {
    await started?.context.close();
    await started?.smtp.close();
  });
  const running = () => {
    if (!started) throw new Error('useMailingApp: read context and smtp inside a test or hook');
    return started;
  };
  return {
    clock,
    get context() {
      return running().context;
    },
    get smtp() {
      return running().smtp;
    },
  };
}
