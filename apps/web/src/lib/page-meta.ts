import { site } from '@exitcraft/shared/content/site';
import { useEffect } from 'react';

/** Sets the document title and meta description for the page being shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${site.brand}` : `${site.brand} — ${site.tagline}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
