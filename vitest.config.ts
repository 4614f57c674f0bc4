import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const server = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: driver === 'postgres' ? ['test/global-setup-postgres.ts'] : ['test/global-setup-pglite.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      server('server', 'pglite'),
      // the same suite against the real PostgreSQL when CI provides one
      ...(postgresUrl ? [server('server-postgres', 'postgres')] : []),
      // the web project lives beside its own dependencies (its config aliases React to Preact, decision 048)
      'apps/web/vitest.config.ts',
      // the lint rules of eslint.config.js, each proven to fire on a snippet placed where it applies
      { test: { name: 'lint', root: 'eslint', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // the end-to-end suite's own checks (e2e/meta): what Playwright lists, not a browser run
      { test: { name: 'e2e', root: 'e2e', include: ['meta/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
