import { type OperatorIdentity, operatorFooterLine, site } from '@exitcraft/shared/content/site';
import { escapeHtml } from '../../../lib/html.ts';

/**
 * The HTML part every message shares: a single column, inline styles only (mail clients drop
 * <style> and external sheets), the brand on top and the company's name and address at the foot
 * (those that staff have set; no foot when neither is). `bodyHtml` must already be escaped.
 */
export function emailLayout({
  title,
  bodyHtml,
  operator,
}: {
  title: string;
  bodyHtml: string;
  operator: OperatorIdentity;
}): string {
  const foot = operatorFooterLine(operator);
  const footRow = foot
    ? `\n<tr><td style="padding:16px 32px;font-size:12px;color:#5b6b82">${escapeHtml(foot)}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#0b1f3a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:3px solid #f5b82e;font-size:22px;font-weight:bold">${escapeHtml(site.brand)}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.5">${bodyHtml}</td></tr>${footRow}
</table>
</body>
</html>`;
}

/** The plain-text part's last line: the company and its contact email, those that are set. */
export function textSignature(operator: OperatorIdentity): string[] {
  const line = [operator.company_name, operator.contact_email].filter(Boolean).join(' · ');
  return line ? ['', line] : [];
}
