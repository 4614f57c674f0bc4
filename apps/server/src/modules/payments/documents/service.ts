import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps.ts';
import { payments } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import type { UserRow } from '../../../core/caller.ts';
import { readSiteSettings } from '../../site-config/index.ts';
import { ensureInvoiceNumber } from '../invoice-number.ts';
import { type DocumentKind, renderPaymentDocument } from './render-pdf.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const noDocumentMessage = 'No receipt or invoice was found for this payment.';

/**
 * The receipt or invoice of one of the caller's own paid payments. Anything else (another
 * account's payment, an unpaid checkout, an id that is no id) is the same 404.
 */
export async function paymentDocument(
  deps: AppDeps,
  user: UserRow,
  paymentId: string,
  kind: DocumentKind,
): Promise<{ filename: string; pdf: Buffer }> {
  if (!uuidPattern.test(paymentId)) throw notFound(noDocumentMessage);
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, user.id)))
    .limit(1);
  if (!payment?.paidAt) throw notFound(noDocumentMessage);

  const invoiceNumber = payment.invoiceNumber ?? (await ensureInvoiceNumber(deps.db, payment.id, payment.paidAt));
  const refunded = payment.status === 'refunded';
  const pdf = await renderPaymentDocument({
    kind,
    invoiceNumber,
    paidAt: payment.paidAt,
    refunded,
    refundedAt: refunded ? payment.updatedAt : null,
    buyer: {
      name: payment.customerName || user.fullName,
      company: payment.companyName,
      email: payment.email ?? user.email,
    },
    productName: payment.productName,
    listAmountCents: payment.listAmount,
    amountCents: payment.amount,
    currency: payment.currency,
    couponCode: payment.couponCode,
    paymentReference: payment.stripePaymentIntentId ?? payment.stripeSessionId,
    seller: await readSiteSettings(deps.db),
  });
  return { filename: `exitcraft-${kind}-${invoiceNumber}.pdf`, pdf };
}
