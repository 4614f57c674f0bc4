import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestContext, uniqueEmail } from '../../../test/helper.ts';
import { confidanteUsage, loginThrottles, staffAuditLog, users } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { audited } from './audit.ts';
import { peopleWhere } from './people.ts';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock }, env: { USER_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

function call(method: Method, url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function staffUser(fields: Partial<typeof users.$inferInsert> = {}) {
  return createUser(ctx.deps, { isStaff: true, ...fields });
}

async function stepUp(token: string, password: string) {
  const reply = await call('POST', '/staff/step-up/', token, { password });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function auditRows(targetId: string) {
  return ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));
}

const someId = '00000000-0000-4000-8000-000000000000';
const staffRoutes = () => ctx.app.routeTable.filter((route) => route.url.startsWith('/staff'));
const concrete = (url: string) => url.replace(/:\w+/g, someId);

describe('the staff gate, over every registered /staff route', () => {
  it('covers the staff API', () => {
    const names = staffRoutes().map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'POST /staff/step-up/',
      'GET /staff/overview/',
      'GET /staff/people/',
      'GET /staff/people/:id/',
      'POST /staff/people/:id/membership/',
      'POST /staff/people/:id/sign-out/',
      'GET /staff/audit/',
      'GET /staff/moderation/',
      'POST /staff/moderation/:id/hide/',
      'POST /staff/moderation/:id/restore/',
    ]) {
      expect(names).toContain(expected);
    }
    // every one of them is behind app.authenticate, so no-store and the per-user limit apply
    for (const route of staffRoutes()) expect(route.authenticated, route.url).toBe(true);
  });

  it('answers 401 without a bearer, and the product’s 404 to guests and members, whatever they send', async () => {
    const guest = await createUser(ctx.deps);
    const member = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const staff = await staffUser();
    for (const route of staffRoutes()) {
      const method = route.method as Method;
      const url = concrete(route.url);
      const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : { nonsense: true };
      const label = `${method} ${route.url}`;

      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, label).toBe(401);

      for (const outsider of [guest, member]) {
        const reply = await call(method, url, outsider.accessToken, body);
        expect(reply.statusCode, label).toBe(404);
        if (method === 'HEAD') continue;
        // the same reply as a path that does not exist at all
        const unknownPath = await call(method, `/staffx${url.slice('/staff'.length)}`, outsider.accessToken, body);
        expect(reply.json(), label).toEqual({
          ...unknownPath.json(),
          message: `No route ${method} ${url}.`,
          error: `No route ${method} ${url}.`,
        });
        expect(reply.json().code, label).toBe('not_found');
      }

      const asStaff = await call(method, url, staff.accessToken, body);
      expect([401, 404].includes(asStaff.statusCode) && asStaff.body.includes('No route'), label).toBe(false);
      expect(asStaff.statusCode, label).not.toBe(401);
    }
  });

  it('reads is_staff from the database on every request: a revoke takes effect on the next one', async () => {
    const staff = await staffUser();
    expect((await call('GET', '/staff/overview/', staff.accessToken)).statusCode).toBe(200);
    await ctx.deps.db.update(users).set({ isStaff: false }).where(eq(users.id, staff.user.id));
    expect((await call('GET', '/staff/overview/', staff.accessToken)).statusCode).toBe(404);
    await ctx.deps.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    expect((await call('GET', '/staff/overview/', staff.accessToken)).statusCode).toBe(200);
  });

  it('documents every staff route in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const route of staffRoutes().filter((r) => r.method !== 'HEAD')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('marks every staff reply no-store', async () => {
    const staff = await staffUser();
    const reply = await call('GET', '/staff/people/', staff.accessToken);
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});

describe('step-up', () => {
  it('is required for a membership change, opens for 15 minutes for that session only, then expires', async () => {
    const staff = await staffUser();
    const person = await createUser(ctx.deps);
    const grant = (token: string) =>
      call('POST', `/staff/people/${person.user.id}/membership/`, token, {
        action: 'grant',
        reason: 'Comp for the webinar',
      });

    const refused = await grant(staff.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });

    await stepUp(staff.accessToken, staff.password);
    // another session of the same person has no window
    const otherSession = await signIn(ctx.deps, staff.user.id);
    expect((await grant(otherSession)).statusCode).toBe(403);

    clock.advance(14 * 60_000);
    expect((await grant(staff.accessToken)).statusCode).toBe(200);

    // past 15 minutes: the same session (a new access token of its family) must confirm again
    clock.advance(60_000 + 1000);
    const claims = await ctx.deps.accessTokens.verify(staff.accessToken, new Date(clock.now().getTime() - 120_000));
    if (!claims) throw new Error('the first access token did not verify');
    const sameSession = await ctx.deps.accessTokens.sign(
      { userId: staff.user.id, sessionId: claims.sessionId },
      clock.now(),
    );
    const expired = await grant(sameSession);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'step_up_required' });
  });

  it('answers a wrong password with 401 and counts it on the sign-in back-off', async () => {
    const staff = await staffUser();
    const wrong = await call('POST', '/staff/step-up/', staff.accessToken, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
    const [counter] = await ctx.deps.db.select().from(loginThrottles).where(eq(loginThrottles.account, staff.user.id));
    expect(counter?.failures).toBe(1);
    // ten wrong tries: the eleventh waits, even with the right password
    for (let i = 1; i < 10; i += 1) {
      await call('POST', '/staff/step-up/', staff.accessToken, { password: 'not-my-password' });
    }
    const waiting = await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password });
    expect(waiting.statusCode).toBe(429);
  });

  it('refuses a missing or empty password with a 400', async () => {
    const staff = await staffUser();
    expect((await call('POST', '/staff/step-up/', staff.accessToken, {})).statusCode).toBe(400);
    expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: '' })).statusCode).toBe(400);
  });
});

describe('membership and sign-out', () => {
  it('grant and revoke change paid and what /extract-user-data/ says, each with one audit row', async () => {
    const staff = await staffUser();
    await stepUp(staff.accessToken, staff.password);
    const person = await createUser(ctx.deps);
    const membership = (action: 'grant' | 'revoke') =>
      call('POST', `/staff/people/${person.user.id}/membership/`, staff.accessToken, {
        action,
        reason: 'Support ticket 42',
      });
    const userData = async () =>
      (await call('GET', '/extract-user-data/', person.accessToken)).json() as {
        user_data: { paid: boolean; role: string };
      };

    expect((await userData()).user_data).toMatchObject({ paid: false, role: 'guest' });
    const granted = await membership('grant');
    expect(granted.json()).toEqual({ id: person.user.id, paid: true, changed: true });
    expect((await userData()).user_data).toMatchObject({ paid: true, role: 'paid_user' });

    const revoked = await membership('revoke');
    expect(revoked.json()).toEqual({ id: person.user.id, paid: false, changed: true });
    expect((await userData()).user_data).toMatchObject({ paid: false, role: 'guest' });

    const rows = await auditRows(person.user.id);
    expect(rows.map((row) => row.action).sort()).toEqual(['membership.grant', 'membership.revoke']);
    const grantRow = rows.find((row) => row.action === 'membership.grant');
    expect(grantRow).toMatchObject({
      actorId: staff.user.id,
      actorEmail: staff.user.email,
      targetType: 'person',
      ip: '127.0.0.1',
      detail: { before: { paid: false }, after: { paid: true }, reason: 'Support ticket 42' },
    });
  });

  it('a membership change for nobody answers 404 and writes no audit row; a blank reason is a 400', async () => {
    const staff = await staffUser();
    await stepUp(staff.accessToken, staff.password);
    const missing = await call('POST', `/staff/people/${someId}/membership/`, staff.accessToken, {
      action: 'grant',
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows(someId)).toHaveLength(0);
    const person = await createUser(ctx.deps);
    const blank = await call('POST', `/staff/people/${person.user.id}/membership/`, staff.accessToken, {
      action: 'grant',
      reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await auditRows(person.user.id)).toHaveLength(0);
  });

  it('sign-out everywhere refuses the person’s access token at once', async () => {
    const staff = await staffUser();
    await stepUp(staff.accessToken, staff.password);
    const person = await createUser(ctx.deps);
    const second = await signIn(ctx.deps, person.user.id);
    expect((await call('GET', '/extract-user-data/', person.accessToken)).statusCode).toBe(200);

    const detail = await call('GET', `/staff/people/${person.user.id}/`, staff.accessToken);
    expect(detail.json()).toMatchObject({ active_sessions: 2 });

    const reply = await call('POST', `/staff/people/${person.user.id}/sign-out/`, staff.accessToken);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ revoked_sessions: 2 });
    expect((await call('GET', '/extract-user-data/', person.accessToken)).statusCode).toBe(401);
    expect((await call('GET', '/extract-user-data/', second)).statusCode).toBe(401);
    expect(await auditRows(person.user.id)).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('keeps a change and its row together: a change that fails after writing keeps neither', async () => {
    const staff = await staffUser();
    const person = await createUser(ctx.deps);
    const actor = { id: staff.user.id, email: staff.user.email, ip: '203.0.113.9' };
    await expect(
      audited(ctx.deps, actor, async (tx) => {
        await tx.update(users).set({ paid: true }).where(eq(users.id, person.user.id));
        throw new Error('the provider said no');
      }),
    ).rejects.toThrow('the provider said no');
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.id, person.user.id));
    expect(after?.paid).toBe(false);
    expect(await auditRows(person.user.id)).toHaveLength(0);
  });

  it('is append-only in the database itself', async () => {
    const staff = await staffUser();
    await stepUp(staff.accessToken, staff.password);
    await expect(ctx.deps.db.delete(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id))).rejects.toThrow();
    await expect(
      ctx.deps.db.update(staffAuditLog).set({ action: 'forged' }).where(eq(staffAuditLog.actorId, staff.user.id)),
    ).rejects.toThrow();
    expect(
      (await ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id))).map(
        (row) => row.action,
      ),
    ).toEqual(['staff.step_up']);
  });

  it('lists entries newest first, filtered by actor and action, paged with a cursor', async () => {
    const staff = await staffUser();
    await stepUp(staff.accessToken, staff.password);
    const people = await Promise.all([createUser(ctx.deps), createUser(ctx.deps), createUser(ctx.deps)]);
    for (const person of people) {
      await call('POST', `/staff/people/${person.user.id}/membership/`, staff.accessToken, {
        action: 'grant',
        reason: 'r',
      });
    }
    const first = await call(
      'GET',
      `/staff/audit/?actor=${staff.user.id}&action=membership.grant&limit=2`,
      staff.accessToken,
    );
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { entries: { target_id: string; id: number }[]; next_cursor: string | null };
    expect(page1.entries.map((entry) => entry.target_id)).toEqual([people[2]?.user.id, people[1]?.user.id]);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = (
      await call(
        'GET',
        `/staff/audit/?actor=${staff.user.id}&action=membership.grant&limit=2&cursor=${page1.next_cursor}`,
        staff.accessToken,
      )
    ).json() as { entries: { target_id: string }[]; next_cursor: string | null };
    expect(page2.entries.map((entry) => entry.target_id)).toEqual([people[0]?.user.id]);
    expect(page2.next_cursor).toBeNull();
    expect((await call('GET', '/staff/audit/?cursor=abc', staff.accessToken)).statusCode).toBe(400);
    expect((await call('GET', '/staff/audit/?actor=nobody', staff.accessToken)).statusCode).toBe(400);
  });
});

describe('people', () => {
  it('finds people by part of the email, name, alias or company, newest first, with filters and a cursor', async () => {
    const staff = await staffUser();
    const tag = `Zq${Date.now().toString(36)}`;
    const made = [];
    for (const [index, fields] of [
      { companyName: `Northwind ${tag} Ltd` },
      { fullName: `Ada ${tag}`, paid: true, role: 'paid_user' as const },
      { username: `${tag}Cat7`, emailVerified: false },
      { email: uniqueEmail(tag.toLowerCase()) },
    ].entries()) {
      clock.advance(1000 + index);
      made.push(await createUser(ctx.deps, { ...fields, createdAt: clock.now() }));
    }
    const list = async (query: string) =>
      (await call('GET', `/staff/people/?${query}`, staff.accessToken)).json() as {
        people: { id: string }[];
        next_cursor: string | null;
      };
    const ids = made.map((person) => person.user.id);
    expect((await list(`q=${tag.toLowerCase()}`)).people.map((p) => p.id)).toEqual([...ids].reverse());
    expect((await list(`q=northwind%20${tag}`)).people.map((p) => p.id)).toEqual([ids[0]]);
    expect((await list(`q=${tag}&kind=member`)).people.map((p) => p.id)).toEqual([ids[1]]);
    expect((await list(`q=${tag}&verified=false`)).people.map((p) => p.id)).toEqual([ids[2]]);
    expect((await list(`q=${tag}&kind=guest&verified=true`)).people.map((p) => p.id)).toEqual([ids[3], ids[0]]);
    // % and _ are plain characters, not wildcards
    expect((await list(`q=${tag}%25`)).people).toEqual([]);

    const page1 = await list(`q=${tag}&limit=3`);
    expect(page1.people.map((p) => p.id)).toEqual([ids[3], ids[2], ids[1]]);
    const page2 = await list(`q=${tag}&limit=3&cursor=${page1.next_cursor}`);
    expect(page2.people.map((p) => p.id)).toEqual([ids[0]]);
    expect(page2.next_cursor).toBeNull();

    expect((await call('GET', '/staff/people/?kind=boss', staff.accessToken)).statusCode).toBe(400);
    expect((await call('GET', '/staff/people/?cursor=nope', staff.accessToken)).statusCode).toBe(400);
    expect((await call('GET', '/staff/people/?limit=1000', staff.accessToken)).statusCode).toBe(400);
  });

  it('shows one person, and 404 for an unknown id', async () => {
    const staff = await staffUser();
    const person = await createUser(ctx.deps, { companyName: 'Acme Ltd' });
    const reply = await call('GET', `/staff/people/${person.user.id}/`, staff.accessToken);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      person: { id: person.user.id, company_name: 'Acme Ltd', paid: false },
      onboarding_step: 1,
      submissions: [],
      payments: [],
      active_sessions: 1,
    });
    const missing = await call('GET', `/staff/people/${someId}/`, staff.accessToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No person with that id.');
    expect((await call('GET', '/staff/people/not-a-uuid/', staff.accessToken)).statusCode).toBe(400);
  });
});

describe('the people search’s indexes', () => {
  it('can answer a search over email, name, alias and company from the pg_trgm indexes (no full scan needed)', async () => {
    const query = ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(...peopleWhere({ q: 'acme' })))
      .toSQL();
    // a handful of test rows would be scanned anyway: forbid that, so the plan shows what the indexes can do
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'users_email_trgm_idx',
      'users_full_name_trgm_idx',
      'users_username_trgm_idx',
      'users_company_name_trgm_idx',
    ]) {
      expect(plan, plan).toContain(index);
    }
  });
});

/** The statement with its (text) parameters written in, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

describe('overview', () => {
  it('counts members, guests and staff and gives 90 days of activity', async () => {
    const staff = await staffUser();
    const before = (await call('GET', '/staff/overview/', staff.accessToken)).json() as {
      counts: { members: number; guests: number; staff: number };
      daily: { date: string; registrations: number }[];
    };
    await createUser(ctx.deps, { paid: true, role: 'paid_user', createdAt: clock.now() });
    await createUser(ctx.deps, { createdAt: clock.now() });
    const after = (await call('GET', '/staff/overview/', staff.accessToken)).json() as typeof before;
    expect(after.counts.members).toBe(before.counts.members + 1);
    expect(after.counts.guests).toBe(before.counts.guests + 1);
    expect(after.counts.staff).toBe(before.counts.staff);
    expect(after.daily).toHaveLength(90);
    const today = clock.now().toISOString().slice(0, 10);
    expect(after.daily.at(-1)?.date).toBe(today);
    expect(after.daily.at(-1)?.registrations).toBe((before.daily.at(-1)?.registrations ?? 0) + 2);
  });

  it('sums the tokens of Confidante’s answers per day, with the estimated part', async () => {
    const staff = await staffUser();
    const read = async () =>
      (await call('GET', '/staff/overview/', staff.accessToken)).json() as {
        daily: { date: string; confidante_tokens: number; confidante_estimated_tokens: number }[];
      };
    const before = await read();
    const today = clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const one = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const two = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    await ctx.deps.db.insert(confidanteUsage).values([
      { userId: one.user.id, day: today, messages: 2, tokens: 900, estimatedTokens: 0 },
      { userId: two.user.id, day: today, messages: 1, tokens: 250, estimatedTokens: 250 },
      { userId: one.user.id, day: yesterday, messages: 1, tokens: 70, estimatedTokens: 0 },
      // older than the 90 days shown
      { userId: two.user.id, day: '2025-01-01', messages: 1, tokens: 5_000, estimatedTokens: 0 },
    ]);
    const after = await read();
    const day = (overview: typeof before, date: string) => overview.daily.find((entry) => entry.date === date);
    expect(day(after, today)?.confidante_tokens).toBe((day(before, today)?.confidante_tokens ?? 0) + 1_150);
    expect(day(after, today)?.confidante_estimated_tokens).toBe(
      (day(before, today)?.confidante_estimated_tokens ?? 0) + 250,
    );
    expect(day(after, yesterday)?.confidante_tokens).toBe((day(before, yesterday)?.confidante_tokens ?? 0) + 70);
    const total = (overview: typeof before) => overview.daily.reduce((sum, entry) => sum + entry.confidante_tokens, 0);
    expect(total(after) - total(before)).toBe(1_220);
  });
});
