import { and, eq, sql } from 'drizzle-orm';
import { confidanteMessages as copy } from '@exitcraft/shared/content/confidante';
import type { Db } from '../../db/client.ts';
import { confidanteUsage } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** The UTC day a use counts against. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function secondsToMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return (midnight - now.getTime()) / 1000;
}

/**
 * Takes one message from the member's daily allowance, or refuses with 429. One conditional
 * upsert, so two questions sent at once can never both take the last message.
 */
export async function reserveMessage(db: Db, userId: string, limit: number, now: Date): Promise<number> {
  const day = quotaDay(now);
  const rows = await db
    .insert(confidanteUsage)
    .values({ userId, day, messages: 1 })
    .onConflictDoUpdate({
      target: [confidanteUsage.userId, confidanteUsage.day],
      set: { messages: sql`${confidanteUsage.messages} + 1` },
      setWhere: sql`${confidanteUsage.messages} < ${limit}`,
    })
    .returning({ messages: confidanteUsage.messages });
  const used = rows[0]?.messages;
  if (used === undefined) {
    const retryAfter = String(Math.max(1, Math.ceil(secondsToMidnightUtc(now))));
    throw new AppError(429, 'quota_exceeded', copy.quotaReached(limit), { 'retry-after': retryAfter });
  }
  return used;
}

/** Gives a message back when the adviser failed to answer it: a failure costs the member nothing. */
export async function refundMessage(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(confidanteUsage)
    .set({ messages: sql`greatest(${confidanteUsage.messages} - 1, 0)` })
    .where(and(eq(confidanteUsage.userId, userId), eq(confidanteUsage.day, quotaDay(now))));
}

/**
 * Adds an answer's tokens to the day its message was reserved on (`reservedAt`), so an answer
 * that runs past midnight is counted with its message.
 */
export async function addTokens(
  db: Db,
  userId: string,
  reservedAt: Date,
  usage: { prompt_tokens: number; completion_tokens: number; estimated: boolean },
): Promise<void> {
  const tokens = usage.prompt_tokens + usage.completion_tokens;
  await db
    .update(confidanteUsage)
    .set({
      tokens: sql`${confidanteUsage.tokens} + ${tokens}`,
      estimatedTokens: sql`${confidanteUsage.estimatedTokens} + ${usage.estimated ? tokens : 0}`,
    })
    .where(and(eq(confidanteUsage.userId, userId), eq(confidanteUsage.day, quotaDay(reservedAt))));
}

export async function usedToday(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ messages: number; tokens: number; estimatedTokens: number }> {
  const [row] = await db
    .select({
      messages: confidanteUsage.messages,
      tokens: confidanteUsage.tokens,
      estimatedTokens: confidanteUsage.estimatedTokens,
    })
    .from(confidanteUsage)
    .where(and(eq(confidanteUsage.userId, userId), eq(confidanteUsage.day, quotaDay(now))));
  return row ?? { messages: 0, tokens: 0, estimatedTokens: 0 };
}
