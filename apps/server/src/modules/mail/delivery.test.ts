import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { openDatabase } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { useMailingApp } from '../../../test/accounts.ts';
import { testConfig, uniqueEmail } from '../../../test/helper.ts';
import { startSmtpListener } from '../../../test/smtp.ts';
import { maxDeliveryAttempts } from './delivery.ts';
import { enqueueEmail } from './outbox.ts';

const message = (to: string) => ({
  kind: 'test',
  to,
  subject: 'Hello',
  text: 'Your code is: 123456',
  html: '<p>x</p>',
});

describe('email delivery over SMTP', () => {
  const mailing = useMailingApp();

  const row = async (to: string) => {
    const [found] = await mailing.context.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    if (!found) throw new Error(`no outbox row for ${to}`);
    return found;
  };

  it('keeps a message the server refuses and retries it with growing waits', async () => {
    const email = uniqueEmail('retry');
    mailing.smtp.refuseNext(2);
    const sent = await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    // the request that queued the message does not care how delivery goes
    expect(sent.statusCode).toBe(200);

    expect(await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] })).toBe(0);
    const first = await row(email);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toMatch(/451|Try again later/);
    expect(first.nextAttemptAt.getTime() - mailing.clock.now().getTime()).toBe(30_000);

    // not due yet: nothing is tried
    expect(await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] })).toBe(0);
    expect((await row(email)).attempts).toBe(1);

    mailing.clock.advance(30_000);
    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] });
    const second = await row(email);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime() - mailing.clock.now().getTime()).toBe(60_000);

    mailing.clock.advance(60_000);
    expect(await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] })).toBe(1);
    expect(await row(email)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mailing.smtp.codeFor(email)).toMatch(/^\d{6}$/);
  });

  it('delivers only to the given recipients when asked', async () => {
    const email = uniqueEmail('chosen');
    const other = uniqueEmail('left');
    await enqueueEmail(mailing.context.deps.db, message(email));
    await enqueueEmail(mailing.context.deps.db, message(other));
    expect(await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] })).toBe(1);
    expect((await row(email)).status).toBe('sent');
    expect(await row(other)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [other] })).toBe(1);
  });

  it('gives up after 8 tries on a server that never answers', async () => {
    const dead = await startSmtpListener();
    await dead.close();
    const deps = createDeps(testConfig({ SMTP_URL: dead.url }), mailing.context.database, { clock: mailing.clock });
    const email = uniqueEmail('dead');
    await enqueueEmail(deps.db, message(email));
    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
      await deps.emailDelivery.deliverDueEmails({ recipients: [email] });
      mailing.clock.advance(2 * 60 * 60_000);
    }
    expect(await row(email)).toMatchObject({ status: 'failed', attempts: maxDeliveryAttempts });
    await deps.emailDelivery.deliverDueEmails({ recipients: [email] });
    expect((await row(email)).attempts).toBe(maxDeliveryAttempts);
    await deps.emailDelivery.stop();
  });

  it('runs as a background loop until stopped', async () => {
    // a private database: the loop delivers everything due, and other test files share the main one
    const database = await openDatabase({});
    await database.migrate();
    const deps = createDeps(testConfig({ SMTP_URL: mailing.smtp.url }), database);
    const email = uniqueEmail('loop');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    try {
      deps.emailDelivery.start(log, 10);
      await enqueueEmail(deps.db, message(email));
      deps.emailDelivery.notify();
      await vi.waitFor(() => expect(mailing.smtp.latestTo(email).subject).toBe('Hello'), { timeout: 5000 });
    } finally {
      await deps.emailDelivery.stop();
      await database.close();
    }
    expect(log.error).not.toHaveBeenCalled();
  });
});
