// React's module names, answered by Preact (decision 048). The app and its libraries (TanStack Query,
// react-hook-form, wouter, sonner, visx, react-markdown, Testing Library) import `react`,
// `react-dom` and their subpaths; each is sent to preact/compat's counterpart, exactly (a regex per
// name, so `react-hook-form` or `react-markdown` are left alone). Used by vite.config.ts (the
// browser build and the build's render) and vitest.config.ts (the web tests run what ships).
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const exact = (name: string, replacement: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement,
});

export const preactAliases: Alias[] = [
  // preact/compat with lazy parts that keep their own useId count (src/lib/react-on-preact.ts)
  exact('react', fileURLToPath(new URL('../src/lib/react-on-preact.ts', import.meta.url))),
  exact('react/jsx-runtime', 'preact/compat/jsx-runtime'),
  exact('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
  exact('react-dom', 'preact/compat'),
  exact('react-dom/client', 'preact/compat/client'),
  // wouter reads the location through React's useSyncExternalStore shim (CommonJS that requires
  // `react`): preact/compat has the hook itself
  exact('use-sync-external-store/shim', 'preact/compat'),
  exact('use-sync-external-store/shim/index.js', 'preact/compat'),
];
