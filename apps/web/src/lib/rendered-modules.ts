import { createContext } from 'react';

/**
 * The lazy modules a prerendered page rendered, as source paths under apps/web/src (the Vite
 * manifest's keys without `src/`). src/entry-server.tsx collects them so that scripts/prerender.mjs
 * can preload exactly those chunks: hydration waits for them.
 */
export const RenderedModules = createContext<Set<string> | null>(null);
