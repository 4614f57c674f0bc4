import { site } from '@exitcraft/shared/content/site';
import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Where the build's render (src/entry-server.tsx) collects the page's title and description, which
 * it writes into the prerendered HTML's <head>. In the browser there is no collector: effects set them.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export function documentTitle(title: string): string {
  return title ? `${title} | ${site.brand}` : `${site.brand} — ${site.tagline}`;
}

/** Sets the document title and meta description for the page being shown. */
export function usePageMeta(title: string, description: string) {
  useContext(PageMetaCollector)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
