import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import type { TokenPair } from '@exitcraft/shared/schemas/user';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { AccessTokens } from './access-token.ts';

export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60_000;

export interface TokenDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
}

/** Only the SHA-256 of a refresh token is stored: a copy of the table signs nobody in. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new access token and a new opaque 256-bit refresh token; a new family unless one is given. */
export async function issueTokenPair(
  { db, clock, accessTokens }: TokenDeps,
  userId: string,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = clock.now();
  const refresh = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: digest(refresh),
    expiresAt: new Date(now.getTime() + refreshTokenLifetimeMs),
    createdAt: now,
  });
  return { access: await accessTokens.sign(userId, now), refresh };
}

/**
 * Spends a refresh token and returns the next pair of its family. A token that was already spent
 * means two parties hold it (one of them a thief): the whole family is revoked, so the newest
 * token stops working too, and both must log in again.
 */
export async function rotateRefreshToken(deps: TokenDeps, token: string): Promise<TokenPair> {
  const { db, clock } = deps;
  const now = clock.now();
  const tokenHash = digest(token);
  const [spent] = await db
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
  if (spent) return issueTokenPair(deps, spent.userId, spent.familyId);

  const [known] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.rotatedAt) await revokeFamily(db, known.familyId, now);
  throw unauthorized(messages.sessionExpired);
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

/** Logout: the token's whole family stops working. Unknown or spent tokens are fine: nothing to do. */
export async function revokeByToken({ db, clock }: Pick<TokenDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  if (row) await revokeFamily(db, row.familyId, clock.now());
}
