import { bundledMarketMultiples, type MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { StaffMarketMultiples } from '@exitcraft/shared/schemas/staff';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { readMarketMultiples, writeMarketMultiples } from '../research/index.ts';
import { type Actor, audited } from './audit.ts';

function reply(market: MarketMultiples, updatedAt: Date | null): StaffMarketMultiples {
  return { market, updated_at: updatedAt?.toISOString() ?? null, bundled: bundledMarketMultiples };
}

/** GET /staff/market-multiples/: the set the estimate uses now, and the bundled one. */
export async function staffMarketMultiples(db: Db): Promise<StaffMarketMultiples> {
  const { data, updatedAt } = await readMarketMultiples(db);
  return reply(data, updatedAt);
}

/**
 * PUT /staff/market-multiples/: the whole set replaced; every estimate computed from the next
 * request on uses it. Snapshots already taken keep the figures of their day (they are history).
 */
export async function changeMarketMultiples(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  market: MarketMultiples,
): Promise<StaffMarketMultiples> {
  return audited(deps, actor, async (tx, now) => {
    const { before, after } = await writeMarketMultiples(tx, market, now);
    return {
      result: reply(after, now),
      audit: {
        action: 'market_multiples.update',
        targetType: 'market_multiples',
        targetId: 'market',
        detail: { before, after },
      },
    };
  });
}
