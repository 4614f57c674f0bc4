import type { DevMailboxResponse } from '@exitcraft/shared/schemas/auth';
import { escapeHtml } from '../../lib/html.ts';

/** The mailbox as a page a person can read: no script, so the strict CSP holds. */
export function mailboxPage({ messages }: DevMailboxResponse, filter: string | undefined): string {
  const items = messages
    .map(
      (message) => `<li>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></p>
<pre>${escapeHtml(message.text)}</pre>
</li>`,
    )
    .join('\n');
  const heading = filter ? `Dev mailbox: ${filter}` : 'Dev mailbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#0b1f3a}
ol{list-style:none;padding:0}li{border:1px solid #d6dde8;border-radius:12px;padding:16px;margin:0 0 16px}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#4a5a72;margin:0 0 8px;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f6fa;padding:12px;border-radius:8px;margin:0}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>Messages the app would have emailed, newest first. This page exists only while no SMTP server is configured.</p>
${messages.length > 0 ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
}
