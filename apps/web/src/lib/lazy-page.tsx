import { type ComponentType, lazy, type ReactElement, useContext } from 'react';
import { reloadIntoNewBuild } from './new-build-reload.ts';
import { RenderedModules } from './rendered-modules.ts';

/** A page's code that would not load, even after the one reload into the new build. */
export class PageLoadError extends Error {
  constructor(source: string, cause: unknown) {
    super(`The code of ${source} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'PageLoadError';
  }
}

/**
 * Loads a page's module. When it fails, the likeliest cause is a deploy: the file this build names
 * is gone from the server. The page then reloads once at the same URL into the new build, and the
 * fallback spinner stays until it does; a failure again soon after (lib/new-build-reload.ts) is
 * thrown to the error boundary, never retried in a loop.
 */
function loadOrReload<Module>(source: string, load: () => Promise<Module>): Promise<Module> {
  return load().catch((error: unknown) => {
    if (reloadIntoNewBuild()) return new Promise<Module>(() => {});
    throw new PageLoadError(source, error);
  });
}

/**
 * Lazy page: its code loads when the route is first visited (SiteLayout holds the Suspense).
 * `source` is the module's path under src/, checked against the import by router.test.ts; the
 * build's render records it so the prerendered page preloads that chunk (app/rendered-modules.ts).
 */
export function lazyPage<Module, Props extends object>(
  source: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const Page = lazy(async () => ({ default: pick(await loadOrReload(source, load)) }));
  function Tracked(props: Props) {
    useContext(RenderedModules)?.add(source);
    return <Page {...props} />;
  }
  return Object.assign(Tracked, { source });
}

/** The module a lazy page's element loads (`source` above), or undefined for any other element. */
export function sourceOf(element: ReactElement): string | undefined {
  const { type } = element;
  return typeof type === 'function' && 'source' in type && typeof type.source === 'string' ? type.source : undefined;
}

/**
 * A lazy part of a page (a form, the sections below the fold): loaded as a page is. A prerendered page
 * that shows it names its chunks in the head, so they load beside the page's own and its code has no
 * links to add when it asks for them (each link the browser is handed costs the main thread a few ms).
 */
export const lazyPart = lazyPage;

/**
 * Names a lazy part that the page loads as soon as it runs but that the build's render leaves out (what
 * staff may change, say): its chunks go in the prerendered page's head all the same.
 */
export function useLoadsOnStart(part: { source: string }) {
  useContext(RenderedModules)?.add(part.source);
}

export function page<Module>(source: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazyPage(source, load, pick);
  return <Page />;
}
