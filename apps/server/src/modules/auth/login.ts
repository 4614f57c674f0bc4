import { authServerMessages as messages, loginBackoffMessage } from '@exitcraft/shared/messages/auth';
import type { TokenPair } from '@exitcraft/shared/schemas/user';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueTokenPair } from './refresh-tokens.ts';

/** Failures allowed before each further try waits; the wait doubles up to the cap, never a lock. */
export const loginFailuresBeforeBackoff = 10;
export const loginBackoffBaseSeconds = 30;
export const loginBackoffMaxSeconds = 15 * 60;

// An unknown identifier is checked against this hash, so it costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-only-for-timing#1'));

/**
 * Signs in by email or alias (any case). Unknown account and wrong password get the same answer
 * after the same work. Each try is counted in one conditional UPDATE, and a password check counts
 * only when its try was granted, so parallel guesses cannot slip past the back-off.
 */
export async function login(deps: AppDeps, identifier: string, password: string): Promise<TokenPair> {
  const key = identifier.trim().toLowerCase();
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, key), eq(sql`lower(${users.username})`, key)))
    .limit(1);
  if (!user) {
    await verifyPassword(await timingDummy(), password);
    throw unauthorized(messages.invalidCredentials);
  }

  const now = deps.clock.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const tries = sql`${users.failedLogins} + 1`;
  const reserveTry = deps.db
    .update(users)
    .set({
      failedLogins: tries,
      // from the 10th try on, the next one must wait: 30 s, 60 s, 120 s … up to 15 minutes
      loginBlockedUntil: sql`CASE WHEN ${tries} >= ${loginFailuresBeforeBackoff}
        THEN ${nowSql} + LEAST(
          make_interval(secs => ${loginBackoffBaseSeconds} * power(2, LEAST(${tries} - ${loginFailuresBeforeBackoff}, 6))),
          make_interval(secs => ${loginBackoffMaxSeconds}))
        ELSE NULL END`,
    })
    .where(and(eq(users.id, user.id), or(isNull(users.loginBlockedUntil), lte(users.loginBlockedUntil, now))))
    .returning({ id: users.id });
  // The try is reserved while the hash is checked, so the write adds no time a stranger could
  // measure; a result is only used when its try was reserved.
  const [[slot], matches] = await Promise.all([reserveTry, verifyPassword(user.passwordHash, password)]);
  if (!slot) {
    const [blocked] = await deps.db.select({ until: users.loginBlockedUntil }).from(users).where(eq(users.id, user.id));
    const wait = Math.max(1, Math.ceil(((blocked?.until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    throw tooManyRequests(loginBackoffMessage(wait), wait);
  }

  if (!matches) throw unauthorized(messages.invalidCredentials);

  await deps.db.update(users).set({ failedLogins: 0, loginBlockedUntil: null }).where(eq(users.id, user.id));
  return issueTokenPair(deps, user.id);
}
