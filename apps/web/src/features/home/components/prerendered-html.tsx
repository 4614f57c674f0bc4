import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Shows markup the build prerendered from this app's own components, with its same-origin links
 * routed in the app as <Link> would, so the page needs none of its components' code.
 */
export function PrerenderedHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // the markup is our own build output for this path (scripts/prerender.mjs); clicks bubble from its links
  return <div className="contents" onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
