import { challengeExpiredMessage } from '@exitcraft/shared/messages/second-factor';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Config } from '../../config.ts';
import { webauthnChallenges } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

/** What a challenge was handed out for: it answers only that. */
export type ChallengePurpose = 'register' | 'sign-in' | 'step-up';

/** A passkey prompt stays open this long; the challenge dies with it. */
export const challengeLifetimeMs = 5 * 60_000;

/** The relying party is the app's public origin (APP_URL): its host name is the RP id. */
export function relyingParty(config: Pick<Config, 'APP_URL'>): { id: string; origin: string } {
  const url = new URL(config.APP_URL);
  return { id: url.hostname, origin: url.origin };
}

/** Stores a challenge the browser must sign; expired ones are swept on the way. */
export async function storeChallenge(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  purpose: ChallengePurpose,
  userId: string | null,
  challenge: string,
): Promise<string> {
  const now = deps.clock.now();
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const [row] = await deps.db
    .insert(webauthnChallenges)
    .values({ purpose, userId, challenge, expiresAt: new Date(now.getTime() + challengeLifetimeMs) })
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge back, once: the row is deleted as it is read, so a second answer to the same
 * challenge (a replay, or two tabs) finds nothing. Only the caller's own challenge for this purpose
 * is found (a sign-in challenge belongs to nobody).
 */
export async function consumeChallenge(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const [row] = await deps.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, deps.clock.now()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  if (!row) throw badRequest(challengeExpiredMessage, 'challenge_expired');
  return row.challenge;
}
