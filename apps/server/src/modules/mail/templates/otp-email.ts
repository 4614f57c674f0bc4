import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import type { OutgoingEmail } from '../outbox.ts';
import { escapeHtml } from '../../../lib/html.ts';
import { emailLayout, textSignature } from './layout.ts';

import type { OtpPurpose } from '../../otp/index.ts';

const wording: Record<OtpPurpose, { subject: string; intro: string; kind: string }> = {
  register: {
    kind: 'register-otp',
    subject: `Your ${site.brand} verification code`,
    intro: `Use this code to verify your email and finish creating your ${site.brand} account.`,
  },
  'reset-password': {
    kind: 'reset-password-otp',
    subject: `Your ${site.brand} password reset code`,
    intro: `Use this code to reset the password of your ${site.brand} account.`,
  },
  'add-email': {
    kind: 'add-email-otp',
    subject: `Your ${site.brand} code to add this email`,
    intro: `Use this code to add this email address to your ${site.brand} account.`,
  },
  'verify-email': {
    kind: 'verify-email-otp',
    subject: `Your ${site.brand} email verification code`,
    intro: `Use this code to verify the email address of your ${site.brand} account.`,
  },
};

/** The one-time-code message: text and HTML parts, brand, the code and when it stops working. */
export function otpEmail({
  purpose,
  to,
  code,
  expiresInSeconds,
  operator,
}: {
  purpose: OtpPurpose;
  to: string;
  code: string;
  expiresInSeconds: number;
  operator: OperatorIdentity;
}): OutgoingEmail {
  const { kind, subject, intro } = wording[purpose];
  const minutes = Math.round(expiresInSeconds / 60);
  const expiry = `This code expires in ${minutes} minutes.`;
  const ignore = `If you did not ask for it, you can ignore this email: nothing changes without the code.`;
  const text = [
    `${site.brand}`,
    '',
    intro,
    '',
    `Your code is: ${code}`,
    '',
    expiry,
    ignore,
    ...textSignature(operator),
  ].join('\n');
  const html = emailLayout({
    title: subject,
    operator,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#0b1f3a">${escapeHtml(code)}</p>
<p style="margin:0 0 8px">${escapeHtml(expiry)}</p>
<p style="margin:0;color:#5b6b82;font-size:14px">${escapeHtml(ignore)}</p>`,
  });
  return { kind, to, subject, text, html };
}
