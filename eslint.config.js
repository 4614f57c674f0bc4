import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { instrumentDescriptorConfigs } from './eslint/instrument-descriptors.js';
import { serverModules } from './eslint/server-modules.js';
import { routePathsConfig } from './eslint/route-paths.js';
import { webLayersConfig } from './eslint/web-layers.js';

// Read from the folder listing, so a new feature folder is walled off without editing this file.
const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // ../shared/STYLE.md (beside the repo), point 2: a feature never reaches into another; web and
      // server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to shared/ (a flow or query), components/ui/ or lib/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'app/ imports features, never the other way round: move what a feature needs to shared/, components/ui/ or lib/.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components/ and lib/ sit below features and app.',
            },
            { target: './apps/web', from: './apps/server', message: 'web and server share only packages/shared.' },
          ],
        },
      ],
      // a date format made when its module is imported costs the page 5-40 ms of main thread even when
      // it shows no date: lib/format.ts's lazyDateFormat makes it on first use (decision 049)
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.object.name='Intl']",
          message: 'Make a module-level Intl format on first use: lazyDateFormat (lib/format.ts) for dates.',
        },
        {
          // a count through Intl costs the page's first format 70-200 ms of a phone's main thread
          selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=1]",
          message: 'Write a count with formatCount (lib/format.ts): no Intl for a whole number.',
        },
        {
          selector:
            "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.object.name='Intl']",
          message: 'Make a module-level Intl format on first use: lazyDateFormat (lib/format.ts) for dates.',
        },
      ],
    },
  },
  ...serverModules,
  ...instrumentDescriptorConfigs,
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // the pages import this package: the same rule as the web app's (decisions 050 and 052)
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.object.name='Intl']",
          message: 'Make a module-level Intl format on first use: a page that imports the module pays for it.',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=1]",
          message: 'Write a count with formatCount (format/plain.ts): no Intl for a whole number.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/shared', from: './apps', message: 'shared depends on nothing in apps/.' }] },
      ],
    },
  },
  // a test compares with Intl's output
  { files: ['packages/shared/**/*.test.ts'], rules: { 'no-restricted-syntax': 'off' } },
  ...routePathsConfig,
  ...webLayersConfig,
);
