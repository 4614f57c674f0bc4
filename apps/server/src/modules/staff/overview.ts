import type { StaffOverview } from '@exitcraft/shared/schemas/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const dayMs = 24 * 60 * 60_000;
export const overviewDays = 90;

interface CountsRow extends Record<string, unknown> {
  members: number | string;
  guests: number | string;
  staff: number | string;
}
interface RevenueRow extends Record<string, unknown> {
  total: number | string | null;
  recent: number | string | null;
}
interface DayRow extends Record<string, unknown> {
  day: string;
  n: number | string;
}
interface TokensRow extends Record<string, unknown> {
  day: string;
  tokens: number | string;
  estimated: number | string;
}

async function rows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Members (paid), guests (neither paid nor staff) and staff; revenue of the completed payments
 * (a refunded payment leaves `completed`, so the sums are net of refunds); registrations,
 * payments and the tokens of Confidante's model answers per UTC day over the last 90 days, days
 * without any included. The tokens are summed from `confidante_usage`, so deleting a conversation
 * does not take its cost out of the past (an erased account's days do go with it).
 */
export async function overview(db: Db, now: Date): Promise<StaffOverview> {
  const since30 = new Date(now.getTime() - 30 * dayMs).toISOString();
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (overviewDays - 1) * dayMs,
  );
  const first = firstDay.toISOString();
  const [[counts], [revenue], registrations, paid, confidante] = await Promise.all([
    rows<CountsRow>(
      db,
      sql`SELECT count(*) FILTER (WHERE paid) AS members,
                 count(*) FILTER (WHERE NOT paid AND NOT is_staff) AS guests,
                 count(*) FILTER (WHERE is_staff) AS staff
          FROM users`,
    ),
    rows<RevenueRow>(
      db,
      sql`SELECT coalesce(sum(amount), 0) AS total,
                 coalesce(sum(amount) FILTER (WHERE paid_at >= ${since30}::timestamptz), 0) AS recent
          FROM payments WHERE status = 'completed'`,
    ),
    rows<DayRow>(
      db,
      sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n
          FROM users WHERE created_at >= ${first}::timestamptz GROUP BY 1`,
    ),
    rows<DayRow>(
      db,
      sql`SELECT to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n
          FROM payments WHERE paid_at >= ${first}::timestamptz AND status IN ('completed', 'refunded') GROUP BY 1`,
    ),
    rows<TokensRow>(
      db,
      sql`SELECT day, sum(tokens) AS tokens, sum(estimated_tokens) AS estimated
          FROM confidante_usage WHERE day >= ${first.slice(0, 10)} GROUP BY day`,
    ),
  ]);
  const registrationsByDay = new Map(registrations.map((row) => [row.day, Number(row.n)]));
  const paymentsByDay = new Map(paid.map((row) => [row.day, Number(row.n)]));
  const tokensByDay = new Map(confidante.map((row) => [row.day, row]));
  const daily = Array.from({ length: overviewDays }, (_, index) => {
    const date = new Date(firstDay.getTime() + index * dayMs).toISOString().slice(0, 10);
    const tokens = tokensByDay.get(date);
    return {
      date,
      registrations: registrationsByDay.get(date) ?? 0,
      payments: paymentsByDay.get(date) ?? 0,
      confidante_tokens: Number(tokens?.tokens ?? 0),
      confidante_estimated_tokens: Number(tokens?.estimated ?? 0),
    };
  });
  return {
    counts: {
      members: Number(counts?.members ?? 0),
      guests: Number(counts?.guests ?? 0),
      staff: Number(counts?.staff ?? 0),
    },
    revenue: {
      currency: 'usd',
      total_cents: Number(revenue?.total ?? 0),
      last_30_days_cents: Number(revenue?.recent ?? 0),
    },
    daily,
  };
}
