import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDeps } from '../../deps.ts';
import { openDatabase } from '../../db/client.ts';
import { manualClock } from '../../lib/clock.ts';
import { brandAnswers } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, signIn, testConfig, type TestContext } from '../../../test/helper.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp.ts';
import { runDue } from './service.ts';
import { signUnsubscribeToken } from './tokens.ts';

/*
 * Issue 31's acceptance: with a clock the tests control, each reminder is sent once at the right
 * time, none after unsubscribe, none for a cause that went away, and (on PostgreSQL) two instances
 * running the due jobs at once send exactly one message per cause.
 */

const day = 86_400_000;
const start = new Date('2026-11-02T09:00:00Z'); // a Monday
const clock = manualClock(start);
const metricsToken = 'metrics-token-for-the-scraper-0031';
let smtp: SmtpListener;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, METRICS_TOKEN: metricsToken },
    overrides: { clock },
    isolated: true,
  });
  await ctx.deps.jobs.start();
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const to = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

async function as(token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A member with the onboarding's business details and adviser session behind them, and a brand draft. */
async function memberWithDraft() {
  clock.set(start);
  const person = await createUser(ctx.deps, { role: 'paid_user', paid: true });
  // the weekly digest and the onboarding nudge are other causes: keep this person's mail to the draft
  expect(
    (
      await as(person.accessToken, 'PATCH', '/account/email-preferences/', {
        kinds: { weekly_digest: false, onboarding_nudge: false, retake_reminder: false },
      })
    ).statusCode,
  ).toBe(200);
  const saved = await as(person.accessToken, 'PUT', '/assessments/brand/draft/', {
    answers: { [Object.keys(brandAnswers)[0]!]: Object.values(brandAnswers)[0] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return person;
}

describe('the unfinished-draft reminder', () => {
  it('is sent once, 2 days after the last save, with the unsubscribe headers and a plain-text part', async () => {
    const person = await memberWithDraft();
    const address = person.user.email;
    await runDue(ctx.deps, new Date(start.getTime() + day + 23 * 3600_000));
    expect(to(address)).toHaveLength(0);
    await runDue(ctx.deps, new Date(start.getTime() + 2 * day));
    expect(to(address)).toHaveLength(1);
    await runDue(ctx.deps, new Date(start.getTime() + 3 * day));
    expect(to(address)).toHaveLength(1);
    const [mail] = to(address);
    expect(mail!.subject).toBe('Your brand assessment is waiting for you');
    expect(mail!.text).toContain('Finish your brand assessment: http');
    expect(mail!.html).toContain('Unsubscribe</a>');
    // headers as received, unfolded
    const headers = mail!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/unsubscribe\/\?token=[^>]+>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('is not sent when the draft was submitted before it fell due', async () => {
    const person = await memberWithDraft();
    clock.set(new Date(start.getTime() + day));
    const submitted = await as(await signIn(ctx.deps, person.user.id), 'POST', '/assessments/brand/submissions/', {
      answers: brandAnswers,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await runDue(ctx.deps, new Date(start.getTime() + 3 * day));
    expect(to(person.user.email)).toHaveLength(0);
  });

  it('is not sent after a one-click unsubscribe, and the same link is refused the second time', async () => {
    const person = await memberWithDraft();
    const token = signUnsubscribeToken(ctx.deps.config.JWT_SECRET, {
      userId: person.user.id,
      kind: 'unfinished_draft',
    });
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe/?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().kind).toBe('unfinished_draft');
    const again = await ctx.app.inject({ method: 'POST', url: '/unsubscribe/', payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('already used');
    await runDue(ctx.deps, new Date(start.getTime() + 3 * day));
    expect(to(person.user.email)).toHaveLength(0);
    const prefs = await as(await signIn(ctx.deps, person.user.id), 'GET', '/account/email-preferences/');
    expect(prefs.json().kinds).toMatchObject({ unfinished_draft: false });
  });
});

describe('POST /unsubscribe/', () => {
  it('refuses a forged or altered token without a session, and changes nothing', async () => {
    const person = await memberWithDraft();
    const genuine = signUnsubscribeToken(ctx.deps.config.JWT_SECRET, { userId: person.user.id, kind: 'all' });
    const forged = signUnsubscribeToken('not-the-server-secret', { userId: person.user.id, kind: 'all' });
    const [payload, mac] = genuine.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ u: person.user.id, k: 'all', n: 'guess' })).toString('base64url');
    for (const token of [forged, `${otherPayload}.${mac}`, `${payload}.`, 'nonsense', '']) {
      const reply = await ctx.app.inject({ method: 'POST', url: '/unsubscribe/', payload: { token } });
      expect(reply.statusCode, token).toBe(400);
    }
    const prefs = await as(await signIn(ctx.deps, person.user.id), 'GET', '/account/email-preferences/');
    expect(prefs.json().kinds.unfinished_draft).toBe(true);
    // the genuine one, through the confirmation page's JSON call, turns every kind off
    const reply = await ctx.app.inject({ method: 'POST', url: '/unsubscribe/', payload: { token: genuine } });
    expect(reply.statusCode).toBe(200);
    const after = await as(await signIn(ctx.deps, person.user.id), 'GET', '/account/email-preferences/');
    expect(Object.values(after.json().kinds)).toEqual([false, false, false, false]);
  });
});

describe('the other reminders', () => {
  it('nudges an onboarding step 3 days after the last one, once per step', async () => {
    clock.set(start);
    const person = await createUser(ctx.deps, { createdAt: start });
    await runDue(ctx.deps, new Date(start.getTime() + 2 * day));
    expect(to(person.user.email)).toHaveLength(0);
    await runDue(ctx.deps, new Date(start.getTime() + 3 * day));
    await runDue(ctx.deps, new Date(start.getTime() + 5 * day));
    const mails = to(person.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your next step: Add Business Details']);
  });

  it('sends the weekly digest on the chosen weekday in the member’s own morning, once', async () => {
    clock.set(start);
    const person = await createUser(ctx.deps);
    const token = person.accessToken;
    await as(token, 'PATCH', '/account/email-preferences/', {
      kinds: { onboarding_nudge: false, unfinished_draft: false },
      digest_weekday: 3,
      time_zone: 'America/Toronto',
    });
    expect((await as(token, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers })).statusCode).toBe(
      201,
    );
    // Wednesday 4 November, 07:30 in Toronto (12:30 UTC): not yet morning there
    await runDue(ctx.deps, new Date('2026-11-04T12:30:00Z'));
    expect(to(person.user.email)).toHaveLength(0);
    // 08:00 in Toronto
    await runDue(ctx.deps, new Date('2026-11-04T13:00:00Z'));
    await runDue(ctx.deps, new Date('2026-11-04T20:00:00Z'));
    const mails = to(person.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your plan this week: 0 of \d+ actions done$/);
    expect(mails[0]!.text).toContain('Due this week');
    expect(mails[0]!.text).toContain('Done last week');
  });

  it('reminds to retake 90 days after a submission, saying what changed', async () => {
    clock.set(start);
    const person = await createUser(ctx.deps);
    await as(person.accessToken, 'PATCH', '/account/email-preferences/', {
      kinds: { onboarding_nudge: false, unfinished_draft: false, weekly_digest: false },
    });
    expect(
      (await as(person.accessToken, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers })).statusCode,
    ).toBe(201);
    await runDue(ctx.deps, new Date(start.getTime() + 89 * day));
    expect(to(person.user.email)).toHaveLength(0);
    await runDue(ctx.deps, new Date(start.getTime() + 90 * day));
    await runDue(ctx.deps, new Date(start.getTime() + 91 * day));
    const mails = to(person.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('90 days on: time to retake your brand assessment');
    expect(mails[0]!.text).toContain('It was your first brand assessment.');
  });
});

describe('the queue, as staff and /metrics see it', () => {
  it('shows each kind waiting, active, failed and done to staff only, and counts jobs by kind and result', async () => {
    await runDue(ctx.deps, new Date(start.getTime() + 200 * day));
    const member = await createUser(ctx.deps);
    expect((await as(member.accessToken, 'GET', '/staff/jobs/')).statusCode).toBe(404);
    const staff = await createUser(ctx.deps, { isStaff: true });
    const reply = await as(staff.accessToken, 'GET', '/staff/jobs/');
    expect(reply.statusCode, reply.body).toBe(200);
    const sweepQueue = reply.json().queues.find((queue: { kind: string }) => queue.kind === 'reminders.sweep');
    expect(sweepQueue.completed).toBeGreaterThanOrEqual(1);
    expect(reply.json().queues.map((queue: { kind: string }) => queue.kind)).toContain('reminders.send');
    const retry = await as(staff.accessToken, 'POST', `/staff/jobs/reminders.send/${crypto.randomUUID()}/retry/`);
    expect(retry.statusCode).toBe(404);
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.body).toMatch(/^exitcraft_jobs\{kind="reminders\.sweep",result="completed"\} [1-9]\d*$/m);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('two instances on one PostgreSQL database', () => {
  it('send exactly one message per cause when both run the due jobs at once', async () => {
    const url = (ctx.database as { url?: string }).url;
    if (!url) throw new Error('no PostgreSQL URL');
    const second = await openDatabase({ url, poolMax: 5 });
    const deps = createDeps(testConfig({ SMTP_URL: smtp.url }), second, { clock });
    const app = await buildApp(deps);
    await app.ready();
    await deps.jobs.start();
    try {
      const people = [await memberWithDraft(), await memberWithDraft(), await memberWithDraft()];
      const at = new Date(start.getTime() + 2 * day);
      await Promise.all([runDue(ctx.deps, at), runDue(deps, at), runDue(ctx.deps, at), runDue(deps, at)]);
      for (const person of people) expect(to(person.user.email)).toHaveLength(1);
    } finally {
      await app.close();
      await second.close();
    }
  }, 60_000);
});
