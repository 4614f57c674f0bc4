// React's module names, answered by Preact (decision 048). The app and its libraries (TanStack Query,
// react-hook-form, wouter, sonner, visx, react-markdown, Testing Library) import `react`,
// `react-dom` and their subpaths; each is sent to preact/compat's counterpart, exactly (a regex per
// name, so `react-hook-form` or `react-markdown` are left alone). Used by vite.config.ts (the
// browser build and the build's render) and vitest.config.ts (the web tests run what ships).
import type { Alias } from 'vite';

const exact = (name: string, replacement: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement,
});

export const preactAliases: Alias[] = [
  exact('react', 'preact/compat'),
  exact('react/jsx-runtime', 'preact/compat/jsx-runtime'),
  exact('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
  exact('react-dom', 'preact/compat'),
  exact('react-dom/client', 'preact/compat/client'),
  exact('react-dom/test-utils', 'preact/test-utils'),
];
