import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../../lib/html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { emailLayout, textSignature } from './layout.ts';

/*
 * The emails of Settings → "Your data" (issue 31, decision 041). Each names no more of the person
 * than the address it goes to.
 */

const dateLine = (date: Date) =>
  date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

function message(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  operator: OperatorIdentity,
  link?: { href: string; label: string },
): OutgoingEmail {
  const text = [
    site.brand,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    ...textSignature(operator),
  ].join('\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `\n<p style="margin:0"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#0b1f3a;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>`
    : '';
  return { kind, to, subject, text, html: emailLayout({ title: subject, operator, bodyHtml: body + button }) };
}

/** The export is built: a link to the settings screen, which downloads it for the signed-in owner. */
export function exportReadyEmail(args: {
  to: string;
  link: string;
  expiresAt: Date;
  operator: OperatorIdentity;
}): OutgoingEmail {
  return message(
    'data-export-ready',
    args.to,
    `Your ${site.brand} data export is ready`,
    [
      `The copy of your ${site.brand} data you asked for is ready to download.`,
      `The link works only while you are signed in to your account, until ${dateLine(args.expiresAt)}. After that, request a new export from Settings → Your data.`,
    ],
    args.operator,
    { href: args.link, label: 'Download your data' },
  );
}

export function deletionScheduledEmail(args: { to: string; deleteAfter: Date; operator: OperatorIdentity }): OutgoingEmail {
  return message(
    'account-deletion-scheduled',
    args.to,
    `Your ${site.brand} account will be deleted`,
    [
      `You asked us to delete your ${site.brand} account. Every device was signed out.`,
      `Your personal data will be erased after ${dateLine(args.deleteAfter)}. If you change your mind, sign in before then and the deletion is cancelled.`,
      'If you did not ask for this, sign in now and change your password.',
    ],
    args.operator,
  );
}

export function deletionCancelledEmail(args: { to: string; operator: OperatorIdentity }): OutgoingEmail {
  return message(
    'account-deletion-cancelled',
    args.to,
    `The deletion of your ${site.brand} account was cancelled`,
    [
      `You signed in to your ${site.brand} account, so the deletion you asked for was cancelled and your account stays as it was.`,
      'To delete it after all, ask again from Settings → Your data.',
    ],
    args.operator,
  );
}

export function accountErasedEmail(args: { to: string; operator: OperatorIdentity }): OutgoingEmail {
  return message(
    'account-erased',
    args.to,
    `Your ${site.brand} account was deleted`,
    [
      `Your ${site.brand} account was deleted and your personal data erased, as you asked.`,
      'Invoices for payments you made are kept for as long as the law requires, without your name or contact details. This is the last email we send to this address.',
    ],
    args.operator,
  );
}
