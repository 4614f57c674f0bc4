import { bundledMarketMultiples, type MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketMultiples } from '../../db/schema.ts';

/**
 * The market data the value model uses (decision 036): the set staff last saved in the back
 * office, or the bundled, sourced set until they save one. Read from the database on every call,
 * like the site settings: a change made through any instance is what every instance uses next.
 */
export async function readMarketMultiples(db: Db): Promise<{ data: MarketMultiples; updatedAt: Date | null }> {
  const [row] = await db
    .select({ data: marketMultiples.data, updatedAt: marketMultiples.updatedAt })
    .from(marketMultiples)
    .where(eq(marketMultiples.id, 1));
  return row ?? { data: bundledMarketMultiples, updatedAt: null };
}

/** Replaces the whole set (inside the caller's transaction, validated by its schema); answers the set before. */
export async function writeMarketMultiples(
  tx: Db,
  data: MarketMultiples,
  now: Date,
): Promise<{ before: MarketMultiples; after: MarketMultiples }> {
  const { data: before } = await readMarketMultiples(tx);
  await tx
    .insert(marketMultiples)
    .values({ id: 1, data, updatedAt: now })
    .onConflictDoUpdate({ target: marketMultiples.id, set: { data, updatedAt: now } });
  return { before, after: data };
}
