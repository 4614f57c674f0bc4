import { type ReminderKind, reminderKindLabels } from '@exitcraft/shared/schemas/email-preferences';
import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../lib/html.ts';
import { emailLayout, type OutgoingEmail, textSignature } from '../mail/index.ts';

/*
 * The four reminder emails (issue 31), in the house style (mail/templates/layout.ts), each with a
 * plain-text part, a link to the page it is about and the one-click unsubscribe (RFC 8058): the
 * List-Unsubscribe header names the API's POST endpoint (https in production) and a mailto where
 * the operator's contact address is set, and the foot links to the confirmation page.
 */

export interface ReminderLinks {
  /** the page the reminder is about, absolute */
  action: { href: string; label: string };
  /** the public page that asks to confirm (a GET never unsubscribes: mail scanners follow links) */
  unsubscribePage: string;
  /** the one-click endpoint mail clients POST `List-Unsubscribe=One-Click` to */
  oneClick: string;
}

export interface ReminderContent {
  kind: ReminderKind;
  subject: string;
  /** paragraphs of the body */
  lines: string[];
  /** an optional list under the paragraphs (actions of the plan, changed answers) */
  items?: { heading: string; entries: string[] }[];
}

export function reminderEmail(
  to: string,
  content: ReminderContent,
  links: ReminderLinks,
  operator: OperatorIdentity,
): OutgoingEmail {
  const why = `You get this because “${reminderKindLabels[content.kind].title}” is on in your email preferences.`;
  const text = [
    site.brand,
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.items ?? []).flatMap((list) => [list.heading, ...list.entries.map((entry) => `- ${entry}`), '']),
    `${links.action.label}: ${links.action.href}`,
    '',
    why,
    `Unsubscribe: ${links.unsubscribePage}`,
    ...textSignature(operator),
  ].join('\n');
  const lists = (content.items ?? [])
    .map(
      (list) => `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(list.heading)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${list.entries.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const html = emailLayout({
    title: content.subject,
    operator,
    bodyHtml: `${content.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
${lists}
<p style="margin:0 0 24px"><a href="${escapeHtml(links.action.href)}" style="display:inline-block;background:#f5b82e;color:#0b1f3a;padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none">${escapeHtml(links.action.label)}</a></p>
<p style="margin:0;color:#5b6b82;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribePage)}" style="color:#5b6b82">Unsubscribe</a></p>`,
  });
  return {
    kind: `reminder-${content.kind}`,
    to,
    subject: content.subject,
    text,
    html,
    headers: {
      // no mailto: nothing reads a mailbox for it, and a request left unread would be a broken promise
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
