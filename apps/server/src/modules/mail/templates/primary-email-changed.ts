import { site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../../lib/html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { emailLayout } from './layout.ts';

/** To the address that was primary: the account's mail and sign-in now go to another address. */
export function primaryEmailChangedEmail({ to, newEmail }: { to: string; newEmail: string }): OutgoingEmail {
  const subject = `Your ${site.brand} primary email was changed`;
  const intro = `The primary email of your ${site.brand} account was changed from this address to ${newEmail}. Every other signed-in device was signed out.`;
  const ifNotYou = `If you did not make this change, reset your password at once and contact ${site.supportEmail}.`;
  const text = [site.brand, '', intro, '', ifNotYou, '', `${site.legalName} · ${site.supportEmail}`].join('\n');
  const html = emailLayout({
    title: subject,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0;color:#5b6b82;font-size:14px">${escapeHtml(ifNotYou)}</p>`,
  });
  return { kind: 'primary-email-changed', to, subject, text, html };
}
