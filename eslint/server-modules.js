import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// DESIGN section 1: lib/, db/, adapters/ ← core/ ← modules/* ← app.ts. The module folders are read
// from the listing, so a new module is walled in without editing this file.
const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = new URL('../apps/server/src/modules/', import.meta.url);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const moduleWallMessage =
  'A server module imports another module only through its index.ts (its public face): export what it needs there.';
export const coreWallMessage = 'core/ sits below the modules and never imports one: move what both need into core/.';

/**
 * Every import rule of apps/server in one place: a later `import-x/no-restricted-paths` would
 * replace an earlier one for the same files, so the web/server wall lives here too.
 */
export const serverModules = [
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './apps/server', from: './apps/web', message: 'web and server share only packages/shared.' },
            ...modules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [
                `./${module}`,
                ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
              ],
              message: moduleWallMessage,
            })),
            { target: './apps/server/src/core', from: './apps/server/src/modules', message: coreWallMessage },
          ],
        },
      ],
    },
  },
];
