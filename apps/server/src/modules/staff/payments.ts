import type {
  StaffPaymentRow,
  StaffPaymentsFilter,
  StaffPaymentsQuery,
  StaffPaymentsResponse,
  StaffRefundResponse,
} from '@exitcraft/shared/schemas/staff';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { refundPaymentById } from '../payments/index.ts';
import { type Actor, audited } from './audit.ts';
import { toPaymentSummary } from './people.ts';

export const paymentNotFoundMessage = 'No payment with that id.';
export const notRefundableMessage = 'Only a completed payment can be refunded.';
export const refundFailedMessage =
  'The payment provider did not accept the refund. Nothing was changed; try again later.';
const pageSize = 50;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Status = (typeof payments.$inferSelect)['status'];
/** The back office's four statuses over the stored ones. */
const statusesOf: Record<NonNullable<StaffPaymentsFilter['status']>, Status[]> = {
  paid: ['completed'],
  pending: ['pending', 'processing', 'on_hold'],
  failed: ['failed', 'expired'],
  refunded: ['refunded'],
};

export function paymentsWhere(filter: StaffPaymentsFilter): SQL[] {
  return filter.status ? [inArray(payments.status, statusesOf[filter.status])] : [];
}

export function afterPayment(cursor: string | undefined): SQL | null {
  if (cursor === undefined || cursor === '') return null;
  if (!uuidPattern.test(cursor)) throw badRequest('The cursor is not valid.');
  return sql`(${payments.createdAt}, ${payments.id}) < (SELECT "created_at", "id" FROM "payments" WHERE "id" = ${cursor})`;
}

export const paymentRowColumns = { payment: payments, userEmail: users.email };

export function toPaymentRow(row: { payment: typeof payments.$inferSelect; userEmail: string }): StaffPaymentRow {
  return {
    ...toPaymentSummary(row.payment),
    user_id: row.payment.userId,
    user_email: row.userEmail,
    customer_name: row.payment.customerName,
  };
}

/** Payments newest first, each with its person, filtered by status, paged by cursor. */
export async function listPayments(db: Db, query: StaffPaymentsQuery): Promise<StaffPaymentsResponse> {
  const limit = query.limit ?? pageSize;
  const where = paymentsWhere(query);
  const after = afterPayment(query.cursor);
  if (after) where.push(after);
  const rows = await db
    .select(paymentRowColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(...where))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { payments: page.map(toPaymentRow), next_cursor: rows.length > limit && last ? last.payment.id : null };
}

/**
 * The money back the way it came: Stripe's refunds API for a Stripe payment (one idempotency key
 * per payment, so a retry never refunds twice); the local checkout's adapter for a local one. A
 * free checkout (100% coupon) under Stripe took no money and has nothing to send back.
 */
async function refundAtProvider(provider: PaymentProvider, payment: typeof payments.$inferSelect): Promise<string> {
  const idempotencyKey = `staff-refund-${payment.id}`;
  if (payment.provider === 'stripe') {
    if (provider.kind !== 'stripe') {
      throw conflict('This payment was taken by Stripe, which is not configured here.', 'not_refundable');
    }
    if (!payment.stripePaymentIntentId)
      throw conflict('This payment has no Stripe payment to refund.', 'not_refundable');
    return callProvider(() =>
      provider.refund({ paymentIntentId: payment.stripePaymentIntentId ?? '', idempotencyKey }),
    );
  }
  if (provider.kind === 'local') {
    return callProvider(() =>
      provider.refund({ paymentIntentId: payment.stripePaymentIntentId ?? payment.stripeSessionId, idempotencyKey }),
    );
  }
  return `re_none_${payment.id}`;
}

async function callProvider(refund: () => Promise<{ refundId: string }>): Promise<string> {
  try {
    return (await refund()).refundId;
  } catch {
    throw new AppError(502, 'refund_failed', refundFailedMessage);
  }
}

/**
 * Refunds a completed payment in full: the money through the provider that took it (Stripe's
 * refunds API with an idempotency key per payment, or the local checkout, which only records it),
 * then the product's refund path, which ends the membership unless another completed payment
 * holds it; and the audit row, all under the payment's row lock in one transaction. A refund that
 * the provider refuses changes nothing and writes nothing. A second refund of the same payment
 * changes nothing (its audit row says so).
 */
export async function refundByStaff(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  actor: Actor,
  paymentId: string,
  reason: string,
): Promise<StaffRefundResponse> {
  return audited<StaffRefundResponse>(deps, actor, async (tx, now) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound(paymentNotFoundMessage);
    const target = { action: 'payment.refund', targetType: 'payment', targetId: paymentId };
    if (payment.status === 'refunded') {
      return {
        result: { id: paymentId, status: 'refunded', changed: false, refund_id: null },
        audit: {
          ...target,
          detail: { before: { status: 'refunded' }, after: { status: 'refunded' }, reason, unchanged: true },
        },
      };
    }
    if (payment.status !== 'completed') throw conflict(notRefundableMessage, 'not_refundable');

    const refundId = await refundAtProvider(deps.payments, payment);
    await refundPaymentById(tx, now, payment.id);
    const [user] = await tx.select({ paid: users.paid }).from(users).where(eq(users.id, payment.userId));
    return {
      result: { id: paymentId, status: 'refunded', changed: true, refund_id: refundId },
      audit: {
        ...target,
        detail: {
          before: { status: payment.status, amount: payment.amount, currency: payment.currency },
          after: { status: 'refunded', refund_id: refundId, member: user?.paid ?? false },
          reason,
        },
      },
    };
  });
}
