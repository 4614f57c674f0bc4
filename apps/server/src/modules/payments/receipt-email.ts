import type { OutgoingEmail } from '../mail/index.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface ReceiptDetails {
  to: string;
  customerName: string;
  productName: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  transactionId: string;
  couponCode: string | null;
}

export function formatMoney(amountCents: number, currency: string): string {
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
  return `${formatted} ${currency.toUpperCase()}`;
}

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** The receipt queued in the same transaction that grants the membership, so there is one per purchase. */
export function receiptEmail(details: ReceiptDetails): OutgoingEmail {
  const amount = formatMoney(details.amountCents, details.currency);
  const date = `${formatDate(details.paidAt)} UTC`;
  const greeting = details.customerName ? `Hello ${details.customerName},` : 'Hello,';
  const rows: [string, string][] = [
    ['Item', details.productName],
    ['Amount paid', amount],
    ['Date', date],
    ['Transaction ID', details.transactionId],
  ];
  if (details.couponCode) rows.splice(2, 0, ['Coupon', details.couponCode]);

  const text = [
    greeting,
    '',
    'Thank you for your purchase. Your Exitcraft lifetime membership is now active.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'This is a one-time payment: there are no recurring fees.',
    'Keep this email as your receipt. You can also download it from Settings > Purchase History.',
    '',
    'Exitcraft: Grow Smarter, Exit Richer.',
  ].join('\n');

  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#52627a">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:#0b1f3a;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<div style="background:#0b1f3a;color:#ffffff;padding:20px 24px;border-radius:12px 12px 0 0">
<span style="font-size:20px;font-weight:700">Exit<span style="color:#f5b82e">craft</span></span>
<span style="float:right;font-size:14px;line-height:28px">Payment receipt</span></div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 12px 12px">
<p style="color:#0b1f3a">${escapeHtml(greeting)}</p>
<p style="color:#0b1f3a">Thank you for your purchase. Your Exitcraft lifetime membership is now active.</p>
<table style="border-collapse:collapse;margin:16px 0;font-size:14px">${htmlRows}</table>
<p style="color:#52627a;font-size:13px">This is a one-time payment: there are no recurring fees. Keep this email as your receipt. You can also download it from Settings &gt; Purchase History.</p>
</div>
<p style="color:#8391a7;font-size:12px;text-align:center">Exitcraft: Grow Smarter, Exit Richer.</p>
</div></body></html>`;

  return {
    kind: 'receipt',
    to: details.to,
    subject: `Your Exitcraft receipt: ${amount}`,
    text,
    html,
  };
}
