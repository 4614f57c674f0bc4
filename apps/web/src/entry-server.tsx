// The build's render of the public pages (vite build --ssr into dist/.ssr, then scripts/prerender.mjs): the same
// App the browser hydrates, at a fixed URL, with every lazy page loaded before the HTML is final.
// React's names resolve to Preact here as in the browser (build/preact-aliases.ts, decision 048), so the
// markup the browser hydrates is made by the library that hydrates it.
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { App } from './app/app.tsx';
import { RenderedModules } from './lib/rendered-modules.ts';
import { type PageMeta, PageMetaCollector } from './lib/page-meta.ts';

export { prerenderedPages } from '@exitcraft/shared/routes';
export { allRouteModules } from './app/route-modules.ts';

export interface RenderedPage extends PageMeta {
  /** The markup of #root. */
  html: string;
  /** The lazy modules the page rendered (paths under src/), whose chunks the page preloads. */
  modules: string[];
}

/**
 * Renders a page, waiting for every lazy module it reaches: a lazy component suspends the first time
 * it renders, the render waits for its code and goes on, and writes its markup between two comments
 * (`<!--$s-->` … `<!--/$s-->`). The browser's lazy component suspends as well while its chunk loads,
 * and Preact's hydration keeps exactly that range of the page until the code is there, then
 * hydrates it. Nothing is streamed: the HTML has no script (the CSP's script-src 'self' would block
 * one). An error thrown while rendering fails the build instead of leaving a fallback in the page.
 */
export async function render(url: string): Promise<RenderedPage> {
  let meta: PageMeta = { title: '', description: '' };
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  const modules = new Set<string>();
  const page = (
    <StrictMode>
      <PageMetaCollector value={collectMeta}>
        <RenderedModules value={modules}>
          <App ssrPath={url} />
        </RenderedModules>
      </PageMetaCollector>
    </StrictMode>
  );
  // the element is typed as React's (the app is written against React's types); at run time it is Preact's
  const html = await renderToStringAsync(page as unknown as VNode);
  if (html.includes('<script') || html.includes('<template')) throw new Error(`rendering ${url} wrote a script`);
  return { ...meta, html, modules: [...modules] };
}
