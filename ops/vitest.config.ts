import { defineConfig } from 'vitest/config';

// The operations test (npm run test:ops): `npm run cluster` with real PostgreSQL, Redis and Caddy.
// Kept out of the root config's projects: it needs the build, and it runs after it in `npm test`.
export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
