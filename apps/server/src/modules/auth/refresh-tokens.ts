import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import type { TokenPair } from '@exitcraft/shared/schemas/user';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { AccessTokens } from '../../core/access-token.ts';

export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60_000;
/** Two tabs waking up together spend one token twice; within this window that is not a theft. */
export const refreshGraceMs = 10_000;

export interface TokenDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  config: Pick<Config, 'JWT_SECRET'>;
}

/** Only the SHA-256 of a refresh token is stored: a copy of the table signs nobody in. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new access token and a new opaque 256-bit refresh token; a new family unless one is given. */
export async function issueTokenPair(
  deps: TokenDeps,
  userId: string,
  familyId: string = randomUUID(),
  refresh: string = randomBytes(32).toString('base64url'),
): Promise<TokenPair> {
  const now = deps.clock.now();
  await deps.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: digest(refresh),
    expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs),
    createdAt: now,
  });
  return { access: await deps.accessTokens.sign({ userId, sessionId: familyId }, now), refresh };
}

/**
 * The token that replaces `token`, derived from it with the server's secret rather than drawn at
 * random, so that a second use inside the grace window can be answered with the same successor
 * without the server ever storing a usable token.
 */
function successorOf(secret: string, token: string): string {
  return createHmac('sha256', `refresh-successor:${secret}`).update(token).digest('base64url');
}

/**
 * Spends a refresh token and returns the next pair of its family. A second use within 10 s (two
 * tabs refreshing at once) gets the same successor. Any later use means two parties hold it (one
 * of them a thief): the whole family is revoked, so the newest token stops working too, and both
 * must log in again.
 */
export async function rotateRefreshToken(deps: TokenDeps, token: string): Promise<TokenPair> {
  const { db, clock } = deps;
  const now = clock.now();
  const tokenHash = digest(token);
  const successor = successorOf(deps.config.JWT_SECRET, token);
  // spending and issuing in one transaction: a concurrent second use waits on the row and then
  // finds the successor already there
  const rotated = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [spent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!spent) return null;
    return issueTokenPair({ ...deps, db: tx }, spent.userId, spent.familyId, successor);
  });
  if (rotated) return rotated;

  const [known] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known?.rotatedAt || known.revokedAt) throw unauthorized(messages.sessionExpired);

  if (now.getTime() - known.rotatedAt.getTime() <= refreshGraceMs && (await isUnspent(db, successor, now))) {
    return {
      access: await deps.accessTokens.sign({ userId: known.userId, sessionId: known.familyId }, now),
      refresh: successor,
    };
  }
  await revokeFamily(db, known.familyId, now);
  throw unauthorized(messages.sessionExpired);
}

/** The successor is still the family's live token: not rotated on, not revoked, not expired. */
async function isUnspent(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, digest(token)),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

export async function revokeFamily(db: Pick<Db, 'update'>, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Pick<Db, 'update'>, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * A new password or a new primary email: every session of the account ends except `keepFamilyId`,
 * the one that made the change, so whoever else held a session (a thief included) is out at once.
 */
export async function revokeOtherSessions(
  db: Pick<Db, 'update'>,
  userId: string,
  keepFamilyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
    );
}

/** Logout: the token's whole family stops working. Unknown or spent tokens are fine: nothing to do. */
export async function revokeByToken({ db, clock }: Pick<TokenDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  if (row) await revokeFamily(db, row.familyId, clock.now());
}
