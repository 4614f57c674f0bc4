import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  exportPendingResponseSchema,
  yourDataMessages as messages,
} from '@exitcraft/shared/schemas/your-data';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequest } from '../../../test/accounts.ts';
import { completeSurvey } from '../../../test/company-survey.ts';
import { brandAnswers, diagnosticAnswers, roiAnswers, roiCurrency } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, signIn, type TestContext, testConfig, uniqueEmail } from '../../../test/helper.ts';
import type { MailMessage, Mailer } from '../../adapters/mailer/types.ts';
import {
  communityMessages,
  confidanteConversations,
  confidanteMessages,
  emailOutbox,
  passkeys,
  payments,
  userEmails,
  users,
} from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import type { JobOutcome } from '../../core/job-queue.ts';
import { openDatabase } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { manualClock } from '../../lib/clock.ts';
import { buildExport, exportSections } from './index.ts';
import { exportJob, queueYourDataSweep } from './jobs.ts';

/** Issue 31, "Data export and account deletion" (decisions 041 and 042). */
const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
const sent: MailMessage[] = [];
const capturingMailer: Mailer = {
  kind: 'smtp',
  async send(message) {
    sent.push(message);
  },
  close() {},
};
let ctx: TestContext;
beforeAll(async () => {
  // a database of its own on PostgreSQL: the sweep erases every account due in the database
  ctx = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '10000' },
    overrides: { clock, mailer: capturingMailer },
    isolated: true,
  });
  // open, without background workers: the tests run what is queued with drain()
  await ctx.deps.jobs.start();
}, 120_000);
afterAll(() => ctx.close());

/** What the cron's tick does at the clock's time: the sweep, then every job it queued. */
async function sweep(): Promise<JobOutcome[]> {
  await queueYourDataSweep(ctx.deps, clock.now());
  return ctx.deps.jobs.drain();
}

/** Whether the account has been erased (its row stays, emptied: decision 042). */
async function erased(userId: string): Promise<boolean> {
  const [row] = await ctx.deps.db.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.erasedAt);
}

const day = 24 * 60 * 60 * 1000;

function call(access: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A person with something in every place the product keeps data about them. */
async function fullAccount() {
  const tag = crypto.randomUUID().slice(0, 8);
  const fullName = `Philippa Quenby-${tag}`;
  const phone = `+4420791${tag.replace(/\D/g, '0').slice(0, 5).padEnd(5, '0')}`;
  const person = await createUser(ctx.deps, { fullName, email: uniqueEmail('erase') });
  const token = person.accessToken;
  const ok = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const reply = await call(token, method, url, payload);
    expect(reply.statusCode, `${url}: ${reply.body}`).toBeLessThan(300);
    return reply;
  };
  await ok('PUT', '/profile/', {
    full_name: fullName,
    phone_number: phone,
    website_name: `quenby-${tag}.co.uk`,
    company_name: `Quenby ${tag} Ltd`,
    country: 'United Kingdom',
    password: person.password,
  });
  const second = uniqueEmail('erase-second');
  await ctx.deps.db.insert(userEmails).values({ userId: person.user.id, email: second, verifiedAt: clock.now() });
  await ok('POST', '/company-surveys/', completeSurvey);
  await ok('POST', '/company-surveys/submit/', {});
  await ok('POST', '/assessments/brand/submissions/', { answers: brandAnswers });
  await ok('POST', '/assessments/diagnostic/submissions/', { answers: diagnosticAnswers });
  await ok('POST', '/assessments/roi/submissions/', { answers: roiAnswers, currency: roiCurrency });
  const [payment] = await ctx.deps.db
    .insert(payments)
    .values({
      userId: person.user.id,
      provider: 'local',
      stripeSessionId: `cs_test_${crypto.randomUUID()}`,
      productName: 'Exitcraft membership',
      amount: 49_900,
      listAmount: 49_900,
      status: 'completed',
      customerName: fullName,
      companyName: `Quenby ${tag} Ltd`,
      email: person.user.email,
      paidAt: clock.now(),
    })
    .returning();
  const messageText = `Looking for advice on a broker (${tag})`;
  await ctx.deps.db.insert(communityMessages).values({ channel: 'general', authorId: person.user.id, text: messageText });
  const [conversation] = await ctx.deps.db
    .insert(confidanteConversations)
    .values({ userId: person.user.id, title: `Valuation ${tag}` })
    .returning();
  await ctx.deps.db.insert(confidanteMessages).values([
    { conversationId: conversation!.id, role: 'user', content: `How is a firm like mine valued? ${tag}` },
    { conversationId: conversation!.id, role: 'assistant', content: 'Usually on a multiple of earnings.', mode: 'library' },
    {
      conversationId: conversation!.id,
      role: 'assistant',
      content: 'Buyers look at',
      mode: 'model',
      promptTokens: 80,
      completionTokens: 4,
      tokensEstimated: true,
      stopped: true,
    },
  ]);
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, person.user.id));
  return { ...person, user: user!, token, fullName, phone, second, payment: payment!, messageText, tag };
}

/** Every text, varchar and json(b) column of every table in the schema holding `needle` (any case). */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = (await ctx.deps.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await ctx.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function exportZip(token: string) {
  const requested = await call(token, 'POST', '/account/export/');
  expect(requested.statusCode).toBe(202);
  const { id } = requested.json() as { id: string };
  await ctx.deps.jobs.drain();
  const reply = await call(token, 'GET', `/account/export/${id}/`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('application/zip');
  return { id, bytes: reply.rawPayload };
}

describe('POST /account/export/ and GET /account/export/{id}/', () => {
  it('answers 202 with an id, "not ready yet" until built, 404 for anyone else, then a ZIP that opens', async () => {
    const person = await fullAccount();
    const requested = await call(person.token, 'POST', '/account/export/');
    expect(requested.statusCode).toBe(202);
    const { id } = requested.json() as { id: string };

    const early = await call(person.token, 'GET', `/account/export/${id}/`);
    expect(early.statusCode).toBe(202);
    expect(early.headers['retry-after']).toBe('5');
    expect(exportPendingResponseSchema.parse(early.json())).toMatchObject({ id, message: messages.exportNotReady });

    const stranger = await createUser(ctx.deps);
    expect((await call(stranger.accessToken, 'GET', `/account/export/${id}/`)).statusCode).toBe(404);
    expect((await call(person.token, 'GET', '/account/export/not-an-id/')).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/account/export/${id}/`)).statusCode).toBe(401);

    // a second request while it is pending answers the same id and queues no second build
    expect((await call(person.token, 'POST', '/account/export/')).json()).toEqual({ id });
    const ran = await ctx.deps.jobs.drain();
    expect(ran.filter((job) => job.kind === exportJob)).toEqual([expect.objectContaining({ ok: true })]);
    // built once: running it again finds it no longer pending
    expect(await buildExport(ctx.deps, id)).toBe('skipped');
    const reply = await call(person.token, 'GET', `/account/export/${id}/`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="exitcraft-your-data-2026-11-02\.zip"$/);
    expect((await call(stranger.accessToken, 'GET', `/account/export/${id}/`)).statusCode).toBe(404);

    // the ready email goes to the owner, with the link to the settings screen
    const [ready] = await ctx.deps.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${person.user.email} and ${emailOutbox.kind} = 'data-export-ready'`);
    expect(ready?.text).toContain(`http://localhost:3000/yourDataView?export=${id}`);

    // the archive opens with the system's unzip, and holds every section
    const folder = mkdtempSync(path.join(tmpdir(), 'your-data-'));
    try {
      writeFileSync(path.join(folder, 'export.zip'), reply.rawPayload);
      execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: folder });
      const names = readdirSync(path.join(folder, 'out'));
      for (const section of exportSections) expect(names).toContain(`${section.name}.json`);
      expect(readdirSync(path.join(folder, 'out', 'payments')).sort()).toEqual(
        [`exitcraft-invoice-`, `exitcraft-receipt-`].map((prefix) => expect.stringMatching(new RegExp(`^${prefix}EXC-2026-\\d{6}\\.pdf$`))),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!)) as unknown;
    expect(json('profile')).toMatchObject({ email: person.user.email, full_name: person.fullName, phone_number: person.phone });
    expect(json('addresses')).toEqual([expect.objectContaining({ email: person.second })]);
    expect(json('business-details')).toMatchObject({ answers: { businessName: completeSurvey.businessName } });
    expect((json('submissions') as { kind: string }[]).map((s) => s.kind).sort()).toEqual(['brand', 'diagnostic', 'roi']);
    expect(json('payments')).toEqual([expect.objectContaining({ id: person.payment.id, invoice_number: expect.stringMatching(/^EXC-2026-/) })]);
    expect(json('community-messages')).toEqual([expect.objectContaining({ text: person.messageText })]);
    const conversations = json('confidante-conversations') as { messages: { content: string }[] }[];
    expect(conversations[0]?.messages.map((m) => m.content)).toContain(`How is a firm like mine valued? ${person.tag}`);
    // a stopped model answer goes out with its tokens and its mark
    expect(conversations[0]?.messages).toContainEqual(
      expect.objectContaining({ content: 'Buyers look at', prompt_tokens: 80, completion_tokens: 4, tokens_estimated: true, stopped: true }),
    );
    expect((json('sign-in-history') as unknown[]).length).toBeGreaterThan(0);
    expect(strFromU8(files['payments/' + Object.keys(files).find((f) => f.includes('invoice'))!.split('/')[1]!]!.slice(0, 5))).toBe('%PDF-');
    const index = json('index') as { files: { file: string }[] };
    expect(index.files.map((f) => f.file)).toEqual(expect.arrayContaining(exportSections.map((s) => `${s.name}.json`)));
  });

  it('expires: after 7 days the link answers 410 with a clear message', async () => {
    const person = await createUser(ctx.deps);
    const { id } = await exportZip(person.accessToken);
    clock.advance(7 * day + 1000);
    const token = await signIn(ctx.deps, person.user.id);
    const reply = await call(token, 'GET', `/account/export/${id}/`);
    expect(reply.statusCode).toBe(410);
    expect(reply.json()).toMatchObject({ message: messages.exportExpired });
    const list = (await call(token, 'GET', '/account/export/')).json() as { exports: { status: string }[] };
    expect(list.exports[0]?.status).toBe('expired');
  });
});

describe('the export on the job queue', () => {
  it('is asked for on an instance whose queue is not open yet, stays pending, and the sweep builds it', async () => {
    // a second instance over the same database, in the moments before main.ts opens its queue
    const deps = createDeps(testConfig({ RATE_LIMIT_PER_MINUTE: '10000' }), ctx.database, { clock, mailer: capturingMailer });
    const app = await buildApp(deps);
    await app.ready();
    try {
      expect(deps.jobs.isStarted()).toBe(false);
      const person = await createUser(ctx.deps);
      const requested = await app.inject({
        method: 'POST',
        url: '/account/export/',
        headers: { authorization: `Bearer ${person.accessToken}` },
      });
      expect(requested.statusCode, requested.body).toBe(202);
      const { id } = requested.json() as { id: string };
      // nothing was queued: a drain builds nothing, the export is still pending
      await ctx.deps.jobs.drain();
      expect((await call(person.accessToken, 'GET', `/account/export/${id}/`)).statusCode).toBe(202);
      // the sweep (each start, every 15 minutes) finds it and queues its build
      const ran = await sweep();
      expect(ran.filter((job) => job.kind === exportJob)).toEqual([expect.objectContaining({ ok: true })]);
      const reply = await call(person.accessToken, 'GET', `/account/export/${id}/`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/zip');
    } finally {
      await app.close();
    }
  });
});

describe('POST /account/delete/', () => {
  it('refuses a wrong password (401) and staff (409), and changes nothing', async () => {
    const person = await createUser(ctx.deps);
    const wrong = await call(person.accessToken, 'POST', '/account/delete/', { password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    const empty = await call(person.accessToken, 'POST', '/account/delete/', { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.passwordRequired);
    const staff = await createUser(ctx.deps, { isStaff: true });
    const refused = await call(staff.accessToken, 'POST', '/account/delete/', { password: staff.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'staff_cannot_delete', message: messages.staffCannotDelete });
    const rows = await ctx.deps.db.select({ d: users.deleteAfter }).from(users).where(sql`${users.id} in (${person.user.id}, ${staff.user.id})`);
    expect(rows.every((r) => r.d === null)).toBe(true);
  });

  it('asks a person with a passkey for it too (403 second_factor_required) and schedules nothing without it', async () => {
    const person = await createUser(ctx.deps);
    await ctx.deps.db.insert(passkeys).values({
      userId: person.user.id,
      credentialId: `cred-${person.user.id}`,
      publicKey: 'pQECAyYgASFYIA',
      name: 'Laptop',
    });
    const reply = await call(person.accessToken, 'POST', '/account/delete/', { password: person.password });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'second_factor_required' });
    const [row] = await ctx.deps.db.select({ d: users.deleteAfter }).from(users).where(eq(users.id, person.user.id));
    expect(row?.d).toBeNull();
  });

  it('schedules the erasure 7 days on and signs out every session at once; signing in before then cancels it', async () => {
    const person = await createUser(ctx.deps);
    const reply = await call(person.accessToken, 'POST', '/account/delete/', { password: person.password });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ delete_after: new Date(clock.now().getTime() + 7 * day).toISOString() });
    expect((await call(person.accessToken, 'GET', '/profile/')).statusCode).toBe(401);

    clock.advance(6 * day);
    const signIn = await loginRequest(ctx.app, person.user.email, person.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.deleteAfter).toBeNull();
    const [cancelled] = await ctx.deps.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${person.user.email} and ${emailOutbox.kind} = 'account-deletion-cancelled'`);
    expect(cancelled?.subject).toBe('The deletion of your Exitcraft account was cancelled');

    clock.advance(2 * day);
    await sweep();
    expect(await erased(person.user.id)).toBe(false);
  });
});

describe('acceptance: export, deletion, cooling-off, erasure', () => {
  it('leaves no trace of the email, name or phone in any table; the invoice stays; signing in fails', async () => {
    const person = await fullAccount();
    const { bytes } = await exportZip(person.token);
    expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toEqual(
      expect.arrayContaining(exportSections.map((s) => `${s.name}.json`)),
    );
    expect(await tablesHolding(person.user.email)).not.toEqual([]);

    const requested = await call(person.token, 'POST', '/account/delete/', { password: person.password });
    expect(requested.statusCode, requested.body).toBe(200);
    clock.advance(7 * day - 60_000);
    await sweep();
    expect(await erased(person.user.id)).toBe(false);
    clock.advance(2 * 60_000);
    sent.length = 0;
    await sweep();
    expect(await erased(person.user.id)).toBe(true);

    for (const needle of [person.user.email, person.second, person.fullName, person.phone]) {
      expect(await tablesHolding(needle), needle).toEqual([]);
    }
    const [invoice] = await ctx.deps.db.select().from(payments).where(eq(payments.id, person.payment.id));
    expect(invoice).toMatchObject({ invoiceNumber: expect.stringMatching(/^EXC-2026-\d{6}$/), amount: 49_900, customerName: '', email: null });
    const [kept] = await ctx.deps.db.select().from(communityMessages).where(eq(communityMessages.authorId, person.user.id));
    expect(kept).toMatchObject({ text: person.messageText, deletedAt: null });

    expect((await loginRequest(ctx.app, person.user.email, person.password)).statusCode).toBe(401);
    expect((await loginRequest(ctx.app, person.user.username, person.password)).statusCode).toBe(401);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[person.user.email, 'Your Exitcraft account was deleted']]);

    const audit = (await ctx.deps.db.execute(
      sql`select action, actor_email, detail from staff_audit_log where target_id = ${person.user.id}`,
    )) as unknown as { rows: { action: string; actor_email: string; detail: unknown }[] };
    expect(audit.rows).toEqual([
      { action: 'account.erased', actor_email: '', detail: { requested_delete_after: expect.any(String), community_messages: 'kept', payments_kept: 1 } },
    ]);
  });

  it('deletes the community messages when the person chose so', async () => {
    const person = await fullAccount();
    await call(person.token, 'POST', '/account/delete/', { password: person.password, community_messages: 'delete' });
    clock.advance(7 * day + 1000);
    await sweep();
    expect(await erased(person.user.id)).toBe(true);
    const [message] = await ctx.deps.db.select().from(communityMessages).where(eq(communityMessages.authorId, person.user.id));
    expect(message?.text).toBe('');
    expect(message?.deletedAt).not.toBeNull();
    expect(await tablesHolding(person.tag)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('two instances on one PostgreSQL database', () => {
  it('erase each due account once, with one final email, when both run the sweep at once', async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('no PostgreSQL URL');
    const second = await openDatabase({ url, poolMax: 5 });
    const deps = createDeps(testConfig(), second, { clock, mailer: capturingMailer });
    const app = await buildApp(deps);
    await app.ready();
    await deps.jobs.start();
    try {
      const people = [await createUser(ctx.deps), await createUser(ctx.deps), await createUser(ctx.deps)];
      for (const person of people) {
        const reply = await call(person.accessToken, 'POST', '/account/delete/', { password: person.password });
        expect(reply.statusCode, reply.body).toBe(200);
      }
      clock.advance(7 * day + 1000);
      sent.length = 0;
      const both = async (instance: typeof deps) => {
        await queueYourDataSweep(instance, clock.now());
        return instance.jobs.drain();
      };
      const outcomes = (await Promise.all([both(ctx.deps), both(deps), both(ctx.deps), both(deps)])).flat();
      expect(outcomes.filter((job) => !job.ok)).toEqual([]);
      for (const person of people) {
        expect(await erased(person.user.id)).toBe(true);
        expect(sent.filter((message) => message.to === person.user.email)).toHaveLength(1);
        const audit = (await ctx.deps.db.execute(
          sql`select count(*)::int as n from staff_audit_log where target_id = ${person.user.id}`,
        )) as unknown as { rows: { n: number }[] };
        expect(audit.rows[0]?.n).toBe(1);
      }
    } finally {
      await app.close();
      await second.close();
    }
  }, 60_000);
});
