import type { ReactNode } from 'react';

// http(s) links and bare www. addresses; a trailing full stop, comma or closing bracket stays text
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const trailing = /[.,;:!?)\]}'"]+$/;

/** Splits text into plain parts and links; never HTML: every part is rendered as text. */
export function textParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    let link = match[0];
    const tail = trailing.exec(link)?.[0] ?? '';
    link = link.slice(0, link.length - tail.length);
    if (!link || /^(?:https?:\/\/|www\.)$/i.test(link)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: link, href: /^https?:\/\//i.test(link) ? link : `https://${link}` });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A message's text as text, with its links clickable (`rel="noopener nofollow"`, a new tab). */
export function MessageText({ text }: { text: string }) {
  const nodes: ReactNode[] = textParts(text).map((part, index) =>
    part.href ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener nofollow"
        className="[overflow-wrap:anywhere] text-navy-700 underline underline-offset-2 hover:text-navy-900"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <p className="whitespace-pre-wrap break-words text-slate-800">{nodes}</p>;
}
