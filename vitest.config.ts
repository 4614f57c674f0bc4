import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const server = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: driver === 'postgres' ? ['test/global-setup-postgres.ts'] : [],
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
      // the web project lives beside its own dependencies (the React plugin is installed there)
      'apps/web/vitest.config.ts',
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
