import { type OperatorIdentity, operatorLines, site } from '@exitcraft/shared/content/site';
import { formatMoney } from '../receipt-email.ts';
import { newPdfDocument, pdfFont, pdfText } from '../../../lib/pdf-document.ts';

export type DocumentKind = 'receipt' | 'invoice';

export interface PaymentDocument {
  kind: DocumentKind;
  invoiceNumber: string;
  paidAt: Date;
  refunded: boolean;
  /** when the refund was recorded, for a refunded payment */
  refundedAt: Date | null;
  buyer: { name: string; company: string | null; email: string };
  productName: string;
  listAmountCents: number;
  amountCents: number;
  currency: string;
  couponCode: string | null;
  /** the provider's transaction id, else the checkout session id */
  paymentReference: string;
  /** the seller as staff set it now; what is not set is left out */
  seller: OperatorIdentity;
}

const ink = '#0b1f3a';
const muted = '#5b6b82';
const alert = '#b42318';

function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A receipt or an invoice for one paid purchase, as a PDF. */
export async function renderPaymentDocument(document: PaymentDocument): Promise<Buffer> {
  const title = document.kind === 'receipt' ? 'Receipt' : 'Invoice';
  const pdf = await newPdfDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${site.brand} ${title} ${document.invoiceNumber}`,
      Author: document.seller.company_name ?? site.brand,
      CreationDate: document.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = pdf.y;
    pdf.font(pdfFont.regular).fillColor(muted).fontSize(10).text(label, left, y, { width: 160 });
    pdf
      .font(options.bold ? pdfFont.bold : pdfFont.regular)
      .fillColor(ink)
      .fontSize(10)
      .text(pdfText(value), left + 170, y, { width: width - 170 });
    pdf.moveDown(0.4);
  };

  // the seller
  pdf.font(pdfFont.bold).fontSize(22).fillColor(ink).text(site.brand, left, pdf.y);
  pdf.font(pdfFont.regular).fontSize(9).fillColor(muted);
  for (const line of operatorLines(document.seller)) pdf.text(pdfText(line));
  pdf.moveDown(1.2);

  pdf.font(pdfFont.bold).fontSize(18).fillColor(ink).text(title.toUpperCase());
  if (document.refunded) {
    const when = document.refundedAt ? ` on ${formatDay(document.refundedAt)}` : '';
    pdf.font(pdfFont.bold).fontSize(12).fillColor(alert).text(`REFUNDED: this payment was refunded${when}.`);
  }
  pdf.moveDown(0.8);

  row('Invoice number', document.invoiceNumber);
  row(document.kind === 'receipt' ? 'Date paid' : 'Invoice date', formatDay(document.paidAt));
  row('Payment reference', document.paymentReference);
  row('Status', document.refunded ? 'Refunded' : 'Paid');
  pdf.moveDown(0.8);

  pdf
    .font(pdfFont.bold)
    .fontSize(11)
    .fillColor(ink)
    .text(document.kind === 'receipt' ? 'Paid by' : 'Bill to', left);
  pdf.moveDown(0.3);
  row('Name', document.buyer.name || '—');
  if (document.buyer.company) row('Company', document.buyer.company);
  row('Email', document.buyer.email);
  pdf.moveDown(0.8);

  pdf.font(pdfFont.bold).fontSize(11).fillColor(ink).text('Details', left);
  pdf.moveDown(0.3);
  row('Item', document.productName);
  row('Price', formatMoney(document.listAmountCents, document.currency));
  const discount = document.listAmountCents - document.amountCents;
  if (document.couponCode || discount > 0) {
    row('Coupon', document.couponCode ?? '—');
    row('Discount', `-${formatMoney(Math.max(0, discount), document.currency)}`);
  }
  row(document.kind === 'receipt' ? 'Amount paid' : 'Total', formatMoney(document.amountCents, document.currency), {
    bold: true,
  });
  if (document.refunded) row('Refunded', formatMoney(document.amountCents, document.currency), { bold: true });
  pdf.moveDown(1.5);

  const email = document.seller.contact_email;
  if (email) {
    pdf
      .font(pdfFont.regular)
      .fontSize(9)
      .fillColor(muted)
      .text(pdfText(`Questions about this ${title.toLowerCase()}? Write to ${email}.`), left, pdf.y, { width });
  }
  pdf.end();
  return done;
}
