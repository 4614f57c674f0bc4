import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, payments } from '../../db/schema.ts';

export const invoicePrefix = 'EXC';

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${invoicePrefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next invoice number of `at`'s year (UTC). One upsert on the year's counter row: concurrent
 * fulfilments queue on that row, so each gets its own number, and a number is never handed out
 * twice. Call it inside the transaction that records the number, so a rollback returns it.
 */
export async function nextInvoiceNumber(tx: Pick<Db, 'insert'>, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error(`no invoice counter for ${year}`);
  return formatInvoiceNumber(year, counter.lastNumber);
}

/**
 * The invoice number of a paid payment that has none (one paid before numbers existed, or one held
 * for its coupon): assigned once, under the payment's row lock, in the year it was paid.
 */
export async function ensureInvoiceNumber(db: Db, paymentId: string, paidAt: Date): Promise<string> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select({ invoiceNumber: payments.invoiceNumber })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (row?.invoiceNumber) return row.invoiceNumber;
    const invoiceNumber = await nextInvoiceNumber(tx, paidAt);
    await tx
      .update(payments)
      .set({ invoiceNumber })
      .where(and(eq(payments.id, paymentId), isNull(payments.invoiceNumber)));
    return invoiceNumber;
  });
}
