import { createHash } from 'node:crypto';
import { authServerMessages as messages, loginBackoffMessage } from '@exitcraft/shared/messages/auth';
import type { TokenPair } from '@exitcraft/shared/schemas/user';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { userEmails, users } from '../../db/schema.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { deletionCancelledEmail, enqueueEmail } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { cancelDeletion } from '../users/index.ts';
import { clearFailures, recordFailure, secondsBlocked, type ThrottleKey } from './login-throttle.ts';
import { issueTokenPair } from './refresh-tokens.ts';

// An unknown identifier is checked against this hash, so it costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-only-for-timing#1'));

/**
 * Signs in by email (the primary or any verified address of the account) or alias (any case), from `client` (the caller's address). An unknown account
 * and a wrong password take the same path: the same queries, a hash checked, the same counters,
 * the same answer. A right password always signs in unless this address or the whole account is
 * waiting; a wrong one counts only if its try was granted, so parallel guesses cannot slip past
 * the back-off, while parallel right ones never trip it.
 */
export async function login(deps: AppDeps, identifier: string, password: string, client: string): Promise<TokenPair> {
  const normalized = identifier.trim().toLowerCase();
  // one statement whatever matches (the same queries for every identifier); each branch is an
  // index lookup, where one OR over both tables would scan every user
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, deleteAfter: users.deleteAfter })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, normalized), eq(sql`lower(${users.username})`, normalized)))
    .unionAll(
      deps.db
        .select({ id: users.id, passwordHash: users.passwordHash, deleteAfter: users.deleteAfter })
        .from(userEmails)
        .innerJoin(users, eq(users.id, userEmails.userId))
        .where(and(eq(sql`lower(${userEmails.email})`, normalized), isNotNull(userEmails.verifiedAt))),
    )
    .limit(1);
  const key: ThrottleKey = { account: user?.id ?? unknownAccount(normalized), client };
  const now = deps.clock.now();

  const waiting = await secondsBlocked(deps.db, key, now);
  if (waiting > 0) throw tooManyRequests(loginBackoffMessage(waiting), waiting);

  const matches = await verifyPassword(user?.passwordHash ?? (await timingDummy()), password);
  if (!user || !matches) {
    if (await recordFailure(deps.db, key, now)) throw unauthorized(messages.invalidCredentials);
    const wait = Math.max(1, await secondsBlocked(deps.db, key, now));
    throw tooManyRequests(loginBackoffMessage(wait), wait);
  }

  // a right password that finished after this address or the account started waiting must not
  // tell the guesser it was right
  const startedWaiting = await secondsBlocked(deps.db, key, deps.clock.now());
  if (startedWaiting > 0) throw tooManyRequests(loginBackoffMessage(startedWaiting), startedWaiting);
  await clearFailures(deps.db, key);
  // the row is at hand: only an account waiting for its erasure costs the extra statements
  if (user.deleteAfter) await cancelPendingDeletion(deps, user.id);
  return issueTokenPair(deps, user.id);
}

/**
 * A sign-in during the cooling-off cancels the deletion the person asked for, and tells them by
 * email (decision 041). Every way of signing in calls it: the password here, a passkey in accounts.
 */
export async function cancelPendingDeletion(deps: AppDeps, userId: string): Promise<void> {
  const [pending] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deleteAfter)));
  if (!pending) return;
  const operator = await readSiteSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    if (!(await cancelDeletion(tx, userId, deps.clock.now()))) return;
    await enqueueEmail(tx, deletionCancelledEmail({ to: pending.email, operator }));
  });
}

/** Counters for an identifier that names no account: keyed by a hash, so no typed address is stored. */
function unknownAccount(normalized: string): string {
  return `unknown:${createHash('sha256').update(normalized).digest('base64url')}`;
}
