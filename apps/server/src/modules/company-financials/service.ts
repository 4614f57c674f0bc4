import type { CurrencyCode } from '@exitcraft/shared/content/currencies';
import {
  type CompanyFinancials,
  type CompanyFinancialsReply,
  emptyFinancials,
} from '@exitcraft/shared/schemas/company-financials';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyFinancials } from '../../db/schema.ts';

type Row = typeof companyFinancials.$inferSelect;

/** The reply for a stored row (or none): also what Exit Wealth's value reads them as. */
export function toReply(row: Row | undefined): CompanyFinancialsReply {
  if (!row) return { ...emptyFinancials, updated_at: null };
  return {
    currency: row.currency as CurrencyCode | null,
    revenue: row.revenue,
    ebitda: row.ebitda,
    owner_compensation: row.ownerCompensation,
    recurring_share: row.recurringShare,
    largest_customer_share: row.largestCustomerShare,
    runs_without_owner: row.runsWithoutOwner,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's financials; every field null until saved. */
export async function readFinancials(db: Db, userId: string): Promise<CompanyFinancialsReply> {
  const [row] = await db.select().from(companyFinancials).where(eq(companyFinancials.userId, userId));
  return toReply(row);
}

/** Replaces the caller's financials with the step as sent (one upsert). */
export async function saveFinancials(
  db: Db,
  userId: string,
  input: CompanyFinancials,
  now: Date,
): Promise<CompanyFinancialsReply> {
  const values = {
    currency: input.currency,
    revenue: input.revenue,
    ebitda: input.ebitda,
    ownerCompensation: input.owner_compensation,
    recurringShare: input.recurring_share,
    largestCustomerShare: input.largest_customer_share,
    runsWithoutOwner: input.runs_without_owner,
    updatedAt: now,
  };
  const [row] = await db
    .insert(companyFinancials)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: companyFinancials.userId, set: values })
    .returning();
  return toReply(row);
}
