import { type ComponentType, lazy, use } from 'react';
import { RenderedModules } from './rendered-modules.ts';

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
  const Page = lazy(async () => ({ default: pick(await load()) }));
  function Tracked(props: Props) {
    use(RenderedModules)?.add(source);
    return <Page {...props} />;
  }
  return Tracked;
}

export function page<Module>(source: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazyPage(source, load, pick);
  return <Page />;
}
