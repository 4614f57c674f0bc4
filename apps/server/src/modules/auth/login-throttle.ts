import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema.ts';

/**
 * The back-off after failed sign-ins (decision 004). Failures are counted per (account, client
 * address), where the owner is not, and per account with a much looser ceiling for an attack from
 * many addresses. Past its threshold a counter makes each further try wait 30 s, doubling up to
 * 15 minutes: never a lock.
 */
export const loginFailuresBeforeBackoff = 10;
export const accountFailuresBeforeBackoff = 100;
export const loginBackoffBaseSeconds = 30;
export const loginBackoffMaxSeconds = 15 * 60;
/** A counter whose last failure is older than this starts again from one. */
const failureMemoryMs = 24 * 60 * 60_000;

const accountWide = '';

export interface ThrottleKey {
  account: string;
  client: string;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds until the later of the two counters lets a try through, or 0 when neither is waiting. */
export async function secondsBlocked(db: Db, key: ThrottleKey, now: Date): Promise<number> {
  const rows = await db
    .select({ until: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.account, key.account),
        or(eq(loginThrottles.client, key.client), eq(loginThrottles.client, accountWide)),
        gt(loginThrottles.blockedUntil, now),
      ),
    );
  const until = Math.max(0, ...rows.map((row) => row.until?.getTime() ?? 0));
  return until > 0 ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : 0;
}

/**
 * Counts one failure on both counters, each in one conditional upsert that only a counter not
 * waiting accepts. Returns false when either was waiting: that try was not granted, so its answer
 * must not tell whether the password was right.
 */
export async function recordFailure(db: Db, key: ThrottleKey, now: Date): Promise<boolean> {
  if (!(await countFailure(db, key.account, key.client, loginFailuresBeforeBackoff, now))) return false;
  return countFailure(db, key.account, accountWide, accountFailuresBeforeBackoff, now);
}

/** A success from an address clears that address's failures; the account-wide count runs out by itself. */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.account, key.account), eq(loginThrottles.client, key.client)));
}

/** A new password (reset or change) clears every counter of the account. */
export async function clearAccountFailures(db: Pick<Db, 'delete'>, account: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.account, account));
}

async function countFailure(db: Db, account: string, client: string, threshold: number, now: Date) {
  const forgotten = sql`${loginThrottles.lastFailureAt} <= ${timestamp(new Date(now.getTime() - failureMemoryMs))}`;
  const failures = sql`CASE WHEN ${forgotten} THEN 1 ELSE ${loginThrottles.failures} + 1 END`;
  const counted = await db
    .insert(loginThrottles)
    .values({ account, client, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.account, loginThrottles.client],
      set: {
        failures,
        lastFailureAt: now,
        // from the threshold on, the next try waits 30 s, 60 s, 120 s … up to 15 minutes
        blockedUntil: sql`CASE WHEN ${failures} >= ${threshold}
          THEN ${timestamp(now)} + LEAST(
            make_interval(secs => ${loginBackoffBaseSeconds} * power(2, LEAST(${failures} - ${threshold}, 6))),
            make_interval(secs => ${loginBackoffMaxSeconds}))
          ELSE NULL END`,
      },
      setWhere: sql`${loginThrottles.blockedUntil} IS NULL OR ${loginThrottles.blockedUntil} <= ${timestamp(now)}`,
    })
    .returning({ failures: loginThrottles.failures });
  return counted.length > 0;
}
