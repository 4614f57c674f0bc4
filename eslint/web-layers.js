import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

// Issue 26, "A shared layer in the web app": the web app is layered as
//   components/ui, lib  ←  shared/  ←  features/*  ←  app/
// components/ui holds presentational pieces only; lib/ holds the API client, the session and the
// pure helpers; shared/ holds the flows and queries more than one feature uses (each once).
const root = fileURLToPath(new URL('..', import.meta.url));
const web = './apps/web/src';

export const ruleName = 'web-layers/no-restricted-paths';

/**
 * The lib/ modules a presentational piece may use: formatting, a countdown, the toast queue and the
 * lazy form resolver (the code dialog's rule fetched as it opens, decision 043), none of which calls
 * the API or holds the session; and the router, for a piece that renders a Link. A list of what is
 * allowed (not of what is not) fails loudly when a new lib/ module appears: whoever wants it in components/ui adds it here, and says why.
 */
export const libForPresentation = ['format.ts', 'use-countdown.ts', 'toast.ts', 'lazy-resolver.ts', 'router.tsx'];

export const messages = {
  presentation: `${ruleName}: components/ holds presentational pieces only: no API call, no session, no query, nothing from shared/, features/ or app/. Take the data and the actions as props, or move the piece to shared/.`,
  lib: `${ruleName}: lib/ is the bottom layer and never imports components/, shared/, features/ or app/: return a value and let the caller show it.`,
  shared: `${ruleName}: shared/ sits below the features and app/: move what it needs from a feature into shared/ itself.`,
  fetch: `${ruleName}: components/ holds presentational pieces only and never calls the server: the caller does (through lib/api-client.ts), and passes the result in.`,
};

/**
 * The layer walls, as their own rule (import-x's no-restricted-paths under another name), so they
 * add to the feature walls of eslint.config.js instead of replacing them: ESLint keeps only the last
 * options of one rule for a file.
 */
export const webLayersConfig = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } } },
    rules: {
      [ruleName]: [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: `${web}/components`,
              from: `${web}/lib`,
              except: libForPresentation.map((file) => `./${file}`),
              message: messages.presentation,
            },
            {
              target: `${web}/components`,
              from: [`${web}/shared`, `${web}/features`, `${web}/app`],
              message: messages.presentation,
            },
            {
              target: `${web}/lib`,
              from: [`${web}/components`, `${web}/shared`, `${web}/features`, `${web}/app`],
              message: messages.lib,
            },
            { target: `${web}/shared`, from: [`${web}/features`, `${web}/app`], message: messages.shared },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({ name, message: messages.fetch })),
      ],
    },
  },
];
