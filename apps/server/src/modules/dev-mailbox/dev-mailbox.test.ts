import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from '../../../test/helper.ts';
import { devMailboxEnabled } from '../../adapters/mailer/index.ts';

describe('dev outbox and /dev/mailbox (no SMTP configured)', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(async () => {
    await context.close();
  });

  it('keeps the message, marks it sent, prints the code to the log and lists it', async () => {
    const email = uniqueEmail('dev');
    const other = uniqueEmail('dev-other');
    for (const address of [other, email]) {
      const sent = await context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email: address } });
      expect(sent.statusCode).toBe(200);
    }
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(await context.deps.emailDelivery.deliverDueEmails({ log, recipients: [email, other] })).toBe(2);
    const line = log.info.mock.calls.map((call) => String(call[1])).find((text) => text.includes(email));
    const code = /code is: (\d{6})/.exec(line ?? '')?.[1];
    expect(line).toMatch(new RegExp(`^dev mail to ${email}: `));
    expect(code).toMatch(/^\d{6}$/);

    const all = await context.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(all.statusCode).toBe(200);
    const { messages } = all.json() as { messages: { to: string; subject: string; text: string }[] };
    // other test files may share the database: look only at this test's two addresses
    const ours = messages.filter((message) => message.to === email || message.to === other);
    expect(ours.map((message) => message.to)).toEqual([email, other]);

    const mine = await context.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    const filtered = mine.json().messages as { to: string; text: string }[];
    expect(filtered).toHaveLength(1);
    expect(filtered[0]?.text).toContain(`Your code is: ${code}`);

    // the code from the mailbox completes verification, as a new developer would do it
    const verified = await context.app.inject({
      method: 'POST',
      url: '/verify_email_otp/',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('renders a readable page without scripts for a browser', async () => {
    const email = uniqueEmail('html');
    await context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    const page = await context.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Dev mailbox</h1>');
    expect(page.body).toContain(email);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('/dev/mailbox elsewhere', () => {
  it('is not found when SMTP is configured', async () => {
    const context = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      const page = await context.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('is never on in production, even were SMTP missing (production refuses to start without it)', () => {
    expect(devMailboxEnabled({ SMTP_URL: undefined, isProduction: true })).toBe(false);
    expect(devMailboxEnabled({ SMTP_URL: undefined, isProduction: false })).toBe(true);
  });
});
