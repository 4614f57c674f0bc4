import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAliases } from './build/preact-aliases.ts';

// Testing Library's act on Preact, with React's timing (test/preact-act.ts); the other names as shipped
const testAliases = [
  { find: /^react-dom\/test-utils$/, replacement: fileURLToPath(new URL('test/preact-act.ts', import.meta.url)) },
  ...preactAliases,
];

export default defineProject({
  // the tests run what ships: React's names answered by Preact (build/preact-aliases.ts, decision 048),
  // JSX through react/jsx-runtime and so Preact's
  resolve: {
    alias: testAliases,
    // Testing Library's ES module, whose imports go through the aliases (its CommonJS main would
    // load React itself)
    mainFields: ['module', 'main'],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', refresh: false } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // A guard against a test that hangs, not a speed check (speed is measured in `npm run bench`): a
    // long form typed through user-event in jsdom takes a few seconds on a busy two-core machine, and
    // vitest's 5 s default failed one there (CI, 2026-11-27). The server's projects allow the same.
    testTimeout: 30_000,
    server: {
      deps: {
        // Vitest leaves node_modules to Node, which would load React itself for these: bundled by
        // Vite instead, their `react` imports reach the aliases (one Preact, the app's)
        inline: [
          '@testing-library/react',
          // user-event then reads Testing Library's configuration from the same @testing-library/dom
          // as @testing-library/react (its ES module), so each press is wrapped in act as with React
          '@testing-library/user-event',
          '@tanstack/react-query',
          'react-hook-form',
          '@hookform/resolvers',
          'wouter',
          'sonner',
          'react-markdown',
          /@visx\//,
          'use-sync-external-store',
        ],
      },
    },
  },
});
