import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helper.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { manualClock } from '../lib/clock.ts';
import { runJobsCommand } from './jobs.ts';

/** `npm run jobs -- due | run-due --at <ISO time>` over the app's own deps. */
const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock } });
  await ctx.deps.jobs.start();
}, 120_000);
afterAll(() => ctx.close());

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

describe('npm run jobs', () => {
  it('refuses a command or a time it does not understand', async () => {
    const a = io();
    expect(await runJobsCommand(['send-all'], ctx.deps, a.io)).toBe(2);
    expect(a.err[0]).toContain('Unknown command "send-all"');
    const b = io();
    expect(await runJobsCommand(['due', '--at', 'tomorrow'], ctx.deps, b.io)).toBe(2);
    expect(b.err[0]).toContain('--at needs an ISO time');
  });

  it('lists what is due by a time without sending it, and run-due sends it once', async () => {
    const person = await createUser(ctx.deps, { createdAt: new Date('2026-11-02T09:00:00Z') });
    const at = '2026-11-05T09:00:00Z';
    const due = io();
    expect(await runJobsCommand(['due', '--at', at], ctx.deps, due.io)).toBe(0);
    expect(due.out.join('\n')).toContain(
      `onboarding_nudge  ${person.user.email}  “Your next step: Add Business Details”`,
    );
    // listing sent nothing: it is still due
    const again = io();
    await runJobsCommand(['due', '--at', at], ctx.deps, again.io);
    expect(again.out.join('\n')).toContain(person.user.email);
    const run = io();
    expect(await runJobsCommand(['run-due', '--at', at], ctx.deps, run.io)).toBe(0);
    expect(run.out[0]).toMatch(
      /^Ran \d+ job\(s\) for 2026-11-05T09:00:00.000Z: \d+ done, 0 failed; \d+ email\(s\) sent\.$/,
    );
    const after = io();
    await runJobsCommand(['due', '--at', at], ctx.deps, after.io);
    expect(after.out.join('\n')).not.toContain(person.user.email);
  });

  it('lists and runs the erasures whose cooling-off has ended, never one that ends after now', async () => {
    const due = await createUser(ctx.deps, { deleteAfter: new Date('2026-11-01T09:00:00Z') });
    // the cooling-off ends after the clock's now but before --at: its owner may still sign in and cancel
    const later = await createUser(ctx.deps, { deleteAfter: new Date('2026-11-03T09:00:00Z') });
    const at = '2026-11-05T09:00:00Z';
    const listed = io();
    expect(await runJobsCommand(['due', '--at', at], ctx.deps, listed.io)).toBe(0);
    const text = listed.out.join('\n');
    expect(text).toContain('Accounts to erase (cooling-off ended by 2026-11-02T09:00:00.000Z): ');
    expect(text).toContain(`erase  ${due.user.email}  (due 2026-11-01T09:00:00.000Z)`);
    expect(text).not.toContain(later.user.email);

    const run = io();
    expect(await runJobsCommand(['run-due', '--at', at], ctx.deps, run.io)).toBe(0);
    expect(run.out).toContain('  your-data.erase: 1 done');
    const erasedAt = async (id: string) =>
      (await ctx.deps.db.select({ at: users.erasedAt }).from(users).where(eq(users.id, id)))[0]?.at ?? null;
    expect(await erasedAt(due.user.id)).toEqual(clock.now());
    expect(await erasedAt(later.user.id)).toBeNull();

    const after = io();
    await runJobsCommand(['due', '--at', at], ctx.deps, after.io);
    expect(after.out.join('\n')).not.toContain(due.user.email);
  });
});
