import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../../lib/html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { emailLayout, textSignature } from './layout.ts';

export type SecondFactorEvent =
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'passkeys-removed-by-reset'; count: number }
  | { kind: 'totp-added' }
  | { kind: 'totp-removed' }
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'factor-used'; method: 'passkey' | 'totp'; action: string }
  | { kind: 'factors-reset-by-operator' };

function describe(event: SecondFactorEvent): { subject: string; intro: string } {
  const brand = site.brand;
  switch (event.kind) {
    case 'passkey-added':
      return {
        subject: `A passkey was added to your ${brand} account`,
        intro: `A passkey named “${event.name}” was added to your ${brand} account. It can now sign you in and confirm changes.`,
      };
    case 'passkey-removed':
      return {
        subject: `A passkey was removed from your ${brand} account`,
        intro: `The passkey named “${event.name}” was removed from your ${brand} account. It can no longer sign you in.`,
      };
    case 'passkeys-removed-by-reset':
      return {
        subject: `Your ${brand} passkeys were removed`,
        intro: `Your password was reset, and the ${event.count === 1 ? 'passkey' : `${event.count} passkeys`} of your ${brand} account were removed with it. Add a new one in Settings when you want one.`,
      };
    case 'totp-added':
      return {
        subject: `An authenticator app was added to your ${brand} account`,
        intro: `An authenticator app now confirms changes on your ${brand} account, with ten one-time recovery codes.`,
      };
    case 'totp-removed':
      return {
        subject: `The authenticator app was removed from your ${brand} account`,
        intro: `The authenticator app and its recovery codes were removed from your ${brand} account.`,
      };
    case 'recovery-code-used':
      return {
        subject: `A recovery code of your ${brand} account was used`,
        intro: `One of your ${brand} recovery codes was used to confirm a change. ${event.left === 1 ? '1 code is' : `${event.left} codes are`} left.`,
      };
    case 'factor-used':
      return {
        subject: `Your ${brand} ${event.method === 'passkey' ? 'passkey' : 'authenticator app'} confirmed a change`,
        intro: `Your ${event.method === 'passkey' ? 'passkey' : 'authenticator app'} and your password just confirmed it was you, to ${event.action}, on your ${brand} account.`,
      };
    case 'factors-reset-by-operator':
      return {
        subject: `Your ${brand} passkeys and authenticator app were removed`,
        intro: `An operator removed every passkey, the authenticator app and the recovery codes of your ${brand} account, as asked. Add a new second factor in Settings.`,
      };
  }
}

/** A notice to the person: a way to sign in or confirm changes was added, used or removed. */
export function secondFactorChangedEmail({
  to,
  event,
  operator,
}: {
  to: string;
  event: SecondFactorEvent;
  operator: OperatorIdentity;
}): OutgoingEmail {
  const { subject, intro } = describe(event);
  const contact = operator.contact_email ? ` and contact ${operator.contact_email}` : '';
  const ifNotYou = `If this was not you, reset your password at once${contact}.`;
  const text = [site.brand, '', intro, '', ifNotYou, ...textSignature(operator)].join('\n');
  const html = emailLayout({
    title: subject,
    operator,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0;color:#5b6b82;font-size:14px">${escapeHtml(ifNotYou)}</p>`,
  });
  return { kind: `second-factor-${event.kind}`, to, subject, text, html };
}
