import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { payments, staffAuditLog, users } from '../../db/schema.ts';
import { exportPageSize, neutraliseCell } from './export.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { USER_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('neutraliseCell', () => {
  it('prefixes what a spreadsheet would run, and nothing else', () => {
    for (const cell of ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx']) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Acme', '1+1', 'a=b', '', '2026-01-01T00:00:00.000Z']) expect(neutraliseCell(cell)).toBe(cell);
  });
});

describe('GET /staff/export/people.csv', () => {
  it('streams the filtered view as UTF-8 CSV: header, ISO dates, quoting, neutralised formulas, one audit row', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const tag = `csv${randomBytes(4).toString('hex')}`;
    const companies = [
      `=HYPERLINK("http://evil") ${tag}`,
      `+1 ${tag}`,
      `-2 ${tag}`,
      `@SUM ${tag}`,
      `\tTab ${tag}`,
      `\rCR ${tag}`,
      `Acme, Inc. ${tag}`,
      `Say "hi" ${tag}`,
      `line1\nline2 ${tag}`,
      `Zürich Søn ${tag}`,
    ];
    for (const companyName of companies) await createUser(ctx.deps, { companyName });

    const reply = await get(`/staff/export/people.csv?q=${tag}`, staff.accessToken);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const body = reply.body;
    expect(body.split('\n')[0]).toBe(
      'id,email,full_name,username,company_name,country,paid,is_staff,email_verified,created_at',
    );
    expect(body).toContain(`"'=HYPERLINK(""http://evil"") ${tag}"`);
    expect(body).toContain(`,'+1 ${tag},`);
    expect(body).toContain(`,'-2 ${tag},`);
    expect(body).toContain(`,'@SUM ${tag},`);
    expect(body).toContain(`,'\tTab ${tag},`);
    expect(body).toContain(`"'\rCR ${tag}"`);
    expect(body).toContain(`"Acme, Inc. ${tag}"`);
    expect(body).toContain(`"Say ""hi"" ${tag}"`);
    expect(body).toContain(`"line1\nline2 ${tag}"`);
    expect(body).toContain(`Zürich Søn ${tag}`);
    expect(body).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\n/);
    // nothing outside the filter
    expect(body).not.toContain(staff.user.email);

    const [audit] = await ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id));
    expect(audit).toMatchObject({ action: 'export.people', targetType: 'export', detail: { filter: { q: tag } } });
  });

  it('pages through more rows than one query reads, each once, newest first', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const tag = `bulk${randomBytes(4).toString('hex')}`;
    const count = exportPageSize * 2 + 7;
    const base = Date.UTC(2026, 0, 1);
    await ctx.deps.db.insert(users).values(
      Array.from({ length: count }, (_, index) => ({
        email: `${tag}-${index}@example-corp.com`,
        username: `${tag}${index}`,
        fullName: 'Bulk Person',
        companyName: tag,
        passwordHash: 'x',
        // pairs share a timestamp, so the (created_at, id) order is what keeps each row once
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    );
    const reply = await get(`/staff/export/people.csv?q=${tag}&kind=guest`, staff.accessToken);
    const lines = reply.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(count);
    const emails = lines.map((line) => line.split(',')[1]);
    expect(new Set(emails).size).toBe(count);
    const dates = lines.map((line) => line.split(',').at(-1) ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses a bad filter with a 400 and writes no audit row', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    expect((await get('/staff/export/people.csv?kind=boss', staff.accessToken)).statusCode).toBe(400);
    expect((await get('/staff/export/payments.csv?status=maybe', staff.accessToken)).statusCode).toBe(400);
    expect(await ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id))).toHaveLength(
      0,
    );
  });
});

describe('GET /staff/export/payments.csv', () => {
  it('exports the payments of a status with their person', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const buyer = await createUser(ctx.deps, { fullName: '=cmd|calc' });
    const tag = randomBytes(6).toString('hex');
    await ctx.deps.db.insert(payments).values([
      {
        userId: buyer.user.id,
        provider: 'local',
        stripeSessionId: `cs_local_${tag}_a`,
        productName: 'Exitcraft Membership',
        amount: 179_700,
        listAmount: 179_700,
        status: 'refunded',
        customerName: '=cmd|calc',
        paidAt: new Date('2026-02-03T04:05:06Z'),
      },
      {
        userId: buyer.user.id,
        provider: 'local',
        stripeSessionId: `cs_local_${tag}_b`,
        productName: 'Exitcraft Membership',
        amount: 179_700,
        listAmount: 179_700,
        status: 'pending',
        customerName: 'Pending Person',
      },
    ]);
    const reply = await get('/staff/export/payments.csv?status=refunded', staff.accessToken);
    expect(reply.statusCode).toBe(200);
    const lines = reply.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,status,provider,amount_cents,currency,coupon_code,invoice_number,user_id,user_email,customer_name,paid_at,created_at',
    );
    const mine = lines.filter((line) => line.includes(buyer.user.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(
      `,refunded,local,179700,usd,,,${buyer.user.id},${buyer.user.email},'=cmd|calc,2026-02-03T04:05:06.000Z,`,
    );
    expect(reply.body).not.toContain('Pending Person');
    const rows = await ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id));
    expect(rows.map((row) => row.action)).toEqual(['export.payments']);
  });
});
