import { Readable } from 'node:stream';
import type { StaffPaymentsFilter, StaffPeopleFilter } from '@exitcraft/shared/schemas/staff';
import { stringify } from 'csv-stringify';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { type Actor, audited } from './audit.ts';
import { afterPayment, paymentRowColumns, paymentsWhere } from './payments.ts';
import { afterPerson, peopleWhere } from './people.ts';

/** Rows read per query: the export holds one page at a time, whatever the table's size. */
export const exportPageSize = 500;

/** A cell a spreadsheet would run as a formula (or that starts with a tab or CR) is prefixed with `'`. */
const formulaStart = /^[=+\-@\t\r]/;
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * UTF-8 CSV with a header row, streamed: csv-stringify quotes a cell holding a comma, a quote or
 * a line break, and every text cell is neutralised first. Pages come from a keyset loop as the
 * reply drains (Readable.from follows back-pressure), so memory stays flat however many rows.
 */
export function csvStream(columns: string[], rows: AsyncIterable<(string | number | boolean | null)[]>): Readable {
  const records = Readable.from(rows);
  const csv = stringify({
    header: true,
    columns,
    cast: {
      string: (value) => neutraliseCell(value),
      boolean: (value) => (value ? 'true' : 'false'),
      number: (value) => String(value),
    },
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}

export const peopleColumns = [
  'id',
  'email',
  'full_name',
  'username',
  'company_name',
  'country',
  'paid',
  'is_staff',
  'email_verified',
  'created_at',
];

async function* peoplePages(db: Db, filter: StaffPeopleFilter) {
  let last: string | undefined;
  for (;;) {
    const where = peopleWhere(filter);
    const after = afterPerson(last);
    if (after) where.push(after);
    const page = await db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(exportPageSize);
    for (const row of page) {
      yield [
        row.id,
        row.email,
        row.fullName,
        row.username,
        row.companyName,
        row.country,
        row.paid,
        row.isStaff,
        row.emailVerified,
        row.createdAt.toISOString(),
      ];
    }
    if (page.length < exportPageSize) return;
    last = page.at(-1)?.id;
  }
}

export const paymentColumns = [
  'id',
  'status',
  'provider',
  'amount_cents',
  'currency',
  'coupon_code',
  'invoice_number',
  'user_id',
  'user_email',
  'customer_name',
  'paid_at',
  'created_at',
];

async function* paymentPages(db: Db, filter: StaffPaymentsFilter) {
  let last: string | undefined;
  for (;;) {
    const where = paymentsWhere(filter);
    const after = afterPayment(last);
    if (after) where.push(after);
    const page = await db
      .select(paymentRowColumns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(...where))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(exportPageSize);
    for (const { payment, userEmail } of page) {
      yield [
        payment.id,
        payment.status,
        payment.provider,
        payment.amount,
        payment.currency,
        payment.couponCode ?? '',
        payment.invoiceNumber ?? '',
        payment.userId,
        userEmail,
        payment.customerName,
        payment.paidAt?.toISOString() ?? '',
        payment.createdAt.toISOString(),
      ];
    }
    if (page.length < exportPageSize) return;
    last = page.at(-1)?.payment.id;
  }
}

/** Records the export (who, which view, which filters), then streams it. */
export async function exportPeople(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, filter: StaffPeopleFilter) {
  await audited(deps, actor, async () => ({
    result: undefined,
    audit: { action: 'export.people', targetType: 'export', targetId: 'people.csv', detail: { filter: { ...filter } } },
  }));
  return csvStream(peopleColumns, peoplePages(deps.db, filter));
}

export async function exportPayments(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, filter: StaffPaymentsFilter) {
  await audited(deps, actor, async () => ({
    result: undefined,
    audit: {
      action: 'export.payments',
      targetType: 'export',
      targetId: 'payments.csv',
      detail: { filter: { ...filter } },
    },
  }));
  return csvStream(paymentColumns, paymentPages(deps.db, filter));
}
