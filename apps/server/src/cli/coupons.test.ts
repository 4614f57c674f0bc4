import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { manualClock } from '../lib/clock.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { uniqueCodes } from '../../test/payments.ts';
import { runCouponsCommand } from './coupons.ts';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const C = uniqueCodes(['SPRING25', 'OPEN10', 'EQ5', 'LATER', 'NOSUCH']);
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCouponsCommand(
    args,
    { db: database.db, clock },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function row(code: string) {
  const [found] = await database.db.select().from(coupons).where(eq(coupons.code, code));
  return found;
}

describe('npm run coupons', () => {
  it('adds a coupon stored upper-case, with a maximum and an expiry at the end of that day (UTC)', async () => {
    const result = await run('add', C.SPRING25, '25', '--max', '50', '--expires', '2026-04-30');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe(`Added ${C.SPRING25}: 25% off, at most 50 uses, usable through 2026-04-30 (UTC) (active).`);
    expect(await row(C.SPRING25)).toMatchObject({
      percentOff: 25,
      maxRedemptions: 50,
      redemptions: 0,
      active: true,
      expiresAt: new Date('2026-04-30T23:59:59.999Z'),
    });
  });

  it('accepts --flag=value and no limits', async () => {
    expect((await run('add', C.OPEN10, '10')).code).toBe(0);
    expect(await row(C.OPEN10)).toMatchObject({ maxRedemptions: null, expiresAt: null });
    expect((await run('add', C.EQ5, '5', '--max=2')).code).toBe(0);
    expect((await row(C.EQ5))?.maxRedemptions).toBe(2);
  });

  it('refuses a code that exists, in any case, with exit code 1', async () => {
    const result = await run('add', C.SPRING25.toLowerCase(), '30');
    expect(result).toMatchObject({ code: 1, err: `A coupon with the code ${C.SPRING25} already exists.` });
    expect((await row(C.SPRING25))?.percentOff).toBe(25);
  });

  it.each([
    [['add'], 'add needs a CODE and a PERCENT.'],
    [['add', 'X1', '10'], '"X1" is not a valid code'],
    [['add', 'BAD CODE!', '10'], 'is not a valid code'],
    [['add', 'ZERO', '0'], 'PERCENT must be a whole number from 1 to 100, not "0".'],
    [['add', 'HUGE', '101'], 'PERCENT must be a whole number from 1 to 100'],
    [['add', 'HALF', '12.5'], 'PERCENT must be a whole number from 1 to 100'],
    [['add', 'MAXLESS', '10', '--max'], '--max needs a value.'],
    [['add', 'MAXNEG', '10', '--max', '-3'], '--max must be a whole number of at least 1'],
    [['add', 'BADDATE', '10', '--expires', '2026-02-30'], '--expires must be a date as YYYY-MM-DD'],
    [['add', 'PAST', '10', '--expires', '2026-03-09'], '--expires 2026-03-09 is already in the past.'],
    [['add', 'OPT', '10', '--forever'], 'Unknown option "--forever".'],
    [['disable'], 'disable needs exactly one CODE.'],
    [['list', 'extra'], 'list takes no arguments.'],
    [['remove', 'X'], 'Unknown command "remove".'],
    [[], 'Usage:'],
  ])('refuses %j with exit code 2 and says why', async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('npm run coupons -- add CODE PERCENT');
  });

  it('disables a coupon, which the checkout then refuses', async () => {
    const result = await run('disable', C.OPEN10.toLowerCase());
    expect(result).toMatchObject({ code: 0, out: `Disabled ${C.OPEN10}: it is no longer accepted.` });
    expect((await row(C.OPEN10))?.active).toBe(false);
    expect(await run('disable', C.NOSUCH)).toMatchObject({ code: 1, err: `No coupon has the code ${C.NOSUCH}.` });
  });

  it('lists every coupon with its uses and state', async () => {
    await database.db.update(coupons).set({ redemptions: 2 }).where(eq(coupons.code, C.EQ5));
    await run('add', C.LATER, '15', '--expires', '2026-03-10');
    clock.advance(24 * 60 * 60 * 1000);
    const result = await run('list');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^CODE\s+OFF\s+USES\s+EXPIRES \(UTC\)\s+STATE$/);
    const byCode = Object.fromEntries(lines.slice(1).map((line) => [line.split(/\s+/)[0], line.split(/\s{2,}/)]));
    expect(byCode[C.SPRING25]).toEqual([C.SPRING25, '25%', '0/50', '2026-04-30', 'active']);
    expect(byCode[C.OPEN10]).toEqual([C.OPEN10, '10%', '0', 'never', 'disabled']);
    expect(byCode[C.EQ5]).toEqual([C.EQ5, '5%', '2/2', 'never', 'used up']);
    expect(byCode[C.LATER]).toEqual([C.LATER, '15%', '0', '2026-03-10', 'expired']);
  });
});
