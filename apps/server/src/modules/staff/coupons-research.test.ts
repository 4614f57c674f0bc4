import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { runCouponsCommand } from '../../cli/coupons.ts';
import { staffAuditLog, users } from '../../db/schema.ts';
import { bearer, checkoutBody, couponRedemptions, uniqueCodes } from '../../../test/payments.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', USER_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function steppedUpStaff() {
  const staff = await createUser(ctx.deps, { isStaff: true });
  expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password })).statusCode).toBe(200);
  return staff;
}
const auditOf = (targetId: string) =>
  ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));

describe('staff coupons', () => {
  it('creates a coupon with the CLI’s rules, which the CLI then lists', async () => {
    const plain = await createUser(ctx.deps, { isStaff: true });
    const { SPRING } = uniqueCodes(['SPRING']);
    const body = {
      code: SPRING.toLowerCase(),
      percent_off: 20,
      max_redemptions: 10,
      expires_at: '2030-01-31T23:59:59Z',
    };
    const refused = await call('POST', '/staff/coupons/', plain.accessToken, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });

    const staff = await steppedUpStaff();
    const created = await call('POST', '/staff/coupons/', staff.accessToken, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: SPRING,
      percent_off: 20,
      max_redemptions: 10,
      redemptions: 0,
      state: 'active',
      expires_at: '2030-01-31T23:59:59.000Z',
    });
    const again = await call('POST', '/staff/coupons/', staff.accessToken, { ...body, code: SPRING });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(SPRING)).toHaveLength(1);

    const lines: string[] = [];
    expect(await runCouponsCommand(['list'], ctx.deps, { out: (line) => lines.push(line), err: () => {} })).toBe(0);
    expect(lines.join('\n')).toContain(SPRING);

    const listed = await call('GET', '/staff/coupons/', staff.accessToken);
    expect((listed.json() as { coupons: { code: string }[] }).coupons.map((c) => c.code)).toContain(SPRING);

    for (const bad of [
      { ...body, code: 'a b' },
      { ...body, percent_off: 0 },
      { ...body, percent_off: 101 },
      { ...body, max_redemptions: 0 },
      { ...body, expires_at: 'tomorrow' },
    ]) {
      expect((await call('POST', '/staff/coupons/', staff.accessToken, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('a lowered limit holds under 20 concurrent checkouts', async () => {
    const staff = await steppedUpStaff();
    const { FREE } = uniqueCodes(['FREE']);
    expect(
      (await call('POST', '/staff/coupons/', staff.accessToken, { code: FREE, percent_off: 100, max_redemptions: 50 }))
        .statusCode,
    ).toBe(201);
    const changed = await call('PATCH', `/staff/coupons/${FREE.toLowerCase()}/`, staff.accessToken, {
      max_redemptions: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ max_redemptions: 3, redemptions: 0 });

    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx.deps)));
    const replies = await Promise.all(
      buyers.map(({ accessToken }) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/create-checkout-session/',
          headers: bearer(accessToken),
          payload: checkoutBody({ amount: 0, coupon_code: FREE }),
        }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(17);
    expect(await couponRedemptions(ctx.deps, FREE)).toBe(3);
    const members = await Promise.all(
      buyers.map(async ({ user }) => (await ctx.deps.db.select().from(users).where(eq(users.id, user.id)))[0]?.paid),
    );
    expect(members.filter(Boolean)).toHaveLength(3);

    // never below what is taken; deactivating and a new expiry are recorded
    const below = await call('PATCH', `/staff/coupons/${FREE}/`, staff.accessToken, { max_redemptions: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'limit_below_redemptions' });
    const off = await call('PATCH', `/staff/coupons/${FREE}/`, staff.accessToken, { active: false });
    expect(off.json()).toMatchObject({ active: false, state: 'inactive' });
    expect((await auditOf(FREE)).map((row) => row.action).sort()).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
    ]);
    expect((await call('PATCH', `/staff/coupons/${FREE}/`, staff.accessToken, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/staff/coupons/NO_SUCH_CODE/', staff.accessToken, { active: true })).statusCode).toBe(
      404,
    );
  });
});

describe('staff research', () => {
  const category = (name: string, url = 'https://example.org/study') => ({
    category: name,
    research_points: [{ name: 'Owner dependence', statistics: [{ context: `${name}: 58% of owners …`, URL: url }] }],
  });
  const publicList = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api-statistics/' })).json() as {
      category: string;
      research_points: { statistics: { context: string }[] }[];
    }[];

  it('adds, edits and removes a category, and /api-statistics/ shows each change at once', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const name = `Staff test ${Date.now()}`;
    const created = await call('POST', '/staff/research/', staff.accessToken, category(name));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await publicList()).map((entry) => entry.category)).toContain(name);

    const renamed = `${name} (edited)`;
    const edited = await call('PUT', `/staff/research/${id}/`, staff.accessToken, category(renamed));
    expect(edited.statusCode, edited.body).toBe(200);
    const names = (await publicList()).map((entry) => entry.category);
    expect(names).toContain(renamed);
    expect(names).not.toContain(name);

    const dup = await call('POST', '/staff/research/', staff.accessToken, category(renamed));
    expect(dup.statusCode).toBe(409);

    expect((await call('DELETE', `/staff/research/${id}/`, staff.accessToken)).statusCode).toBe(204);
    expect((await publicList()).map((entry) => entry.category)).not.toContain(renamed);
    expect((await call('DELETE', `/staff/research/${id}/`, staff.accessToken)).statusCode).toBe(404);
    expect((await auditOf(String(id))).map((row) => row.action).sort()).toEqual([
      'research.create',
      'research.delete',
      'research.update',
    ]);
  });

  it('refuses a source that is not https, or missing', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    for (const url of ['http://example.org/a', 'javascript:alert(1)', '', 'https://']) {
      const reply = await call('POST', '/staff/research/', staff.accessToken, category(`Bad ${url}`, url));
      expect(reply.statusCode, url).toBe(400);
    }
  });
});
