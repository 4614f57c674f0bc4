import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../../lib/html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { emailLayout, textSignature } from './layout.ts';

/** To the address that was primary: the account's mail and sign-in now go to another address. */
export function primaryEmailChangedEmail({
  to,
  newEmail,
  operator,
}: {
  to: string;
  newEmail: string;
  operator: OperatorIdentity;
}): OutgoingEmail {
  const subject = `Your ${site.brand} primary email was changed`;
  const intro = `The primary email of your ${site.brand} account was changed from this address to ${newEmail}. Every other signed-in device was signed out.`;
  const contact = operator.contact_email ? ` and contact ${operator.contact_email}` : '';
  const ifNotYou = `If you did not make this change, reset your password at once${contact}.`;
  const text = [site.brand, '', intro, '', ifNotYou, ...textSignature(operator)].join('\n');
  const html = emailLayout({
    title: subject,
    operator,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0;color:#5b6b82;font-size:14px">${escapeHtml(ifNotYou)}</p>`,
  });
  return { kind: 'primary-email-changed', to, subject, text, html };
}
