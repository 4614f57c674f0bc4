import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // A guard against a test that hangs, not a speed check (speed is measured in `npm run bench`): a
    // long form typed through user-event in jsdom takes a few seconds on a busy two-core machine, and
    // vitest's 5 s default failed one there (CI, 2026-11-27). The server's projects allow the same.
    testTimeout: 30_000,
  },
});
