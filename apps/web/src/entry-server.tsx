// The build's render of the public pages (vite build --ssr into dist/.ssr, then scripts/prerender.mjs): the same
// App the browser hydrates, at a fixed URL, with every lazy page loaded before the HTML is final.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app.tsx';
import { RenderedModules } from './app/rendered-modules.ts';
import { type PageMeta, PageMetaCollector } from './lib/page-meta.ts';

export { prerenderedPages } from '@exitcraft/shared/routes';

export interface RenderedPage extends PageMeta {
  /** The markup of #root. */
  html: string;
  /** The lazy modules the page rendered (paths under src/), whose chunks the page preloads. */
  modules: string[];
}

/**
 * Renders a page until nothing in it suspends: a lazy component suspends the first time it renders
 * even when its code is at hand, and React then writes a fallback plus an inline script that swaps
 * the content in, which the CSP (script-src 'self') rightly blocks. The first pass loads every lazy
 * module the page reaches; the next one finds them loaded and writes plain markup.
 */
export async function render(url: string): Promise<RenderedPage> {
  for (let pass = 0; pass < 4; pass++) {
    const page = await renderOnce(url);
    if (!page.html.includes('<script') && !page.html.includes('<template')) return page;
  }
  throw new Error(`rendering ${url} still suspends after 4 passes`);
}

async function renderOnce(url: string): Promise<RenderedPage> {
  let meta: PageMeta = { title: '', description: '' };
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  const modules = new Set<string>();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector value={collectMeta}>
        <RenderedModules value={modules}>
          <App ssrPath={url} />
        </RenderedModules>
      </PageMetaCollector>
    </StrictMode>,
    {
      // an error would leave a fallback in the page's place: the build fails instead
      onError: (error) => void errors.push(error),
      // React outlines a large Suspense boundary to stream it in later with an inline script; a
      // prerendered page is complete, so every boundary stays inline, whatever its size
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (errors.length > 0) throw new Error(`rendering ${url} failed`, { cause: errors[0] });
  return { ...meta, html, modules: [...modules] };
}
