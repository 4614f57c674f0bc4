import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { staffEmail, staffPassword } from './support/staff-account.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// every run starts from an empty embedded database, as a new user would
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'exitcraft-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // one worker per core (two on the CI machine), at most four: each worker drives a Chromium
  // against the one server, which needs its share of the cores too
  workers: Math.min(4, availableParallelism()),
  // a flaky test is a failing test: nothing is retried, in CI or anywhere (issue 25)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // a click or a page load that cannot happen fails with what it waited for, long before the
    // test's own budget runs out (Playwright waits for ever by default)
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the app started as a user starts it: the built server serving the built web app
    // staff.spec.ts signs in as the staff account apps/server/test/e2e-seed.ts makes; payment.spec.ts
    // applies the first coupon, dashboard.spec.ts and settings.spec.ts the second. They are added
    // before the server starts, in one process that opens the database once, because the embedded
    // database serves one process at a time; on a reused database "exists" is fine.
    command: `npx tsx ../apps/server/test/e2e-seed.ts ${staffEmail} '${staffPassword}' E2E-TEN:10 E2E-FREE:100 && node ${process.env.E2E_SERVER_DIST ?? '../apps/server/dist'}/main.js`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      // Every test's browser comes from 127.0.0.1: the per-IP limit (60 a minute per sign-in
      // endpoint), which guards a real server against one visitor, would count the whole suite as one
      // visitor and refuse it at a rate that depends on the machine's speed. The limits themselves are
      // proven by the server's tests (apps/server/src/core/rate-limit.test.ts and the modules that use them).
      RATE_LIMIT_PER_MINUTE: '100000',
      NODE_ENV: 'development',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
