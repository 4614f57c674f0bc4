import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  workers: process.env.CI ? 2 : undefined,
  // a flaky test is a failing test: nothing is retried, in CI or anywhere (issue 25)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the app started as a user starts it: the built server serving the built web app
    // staff.spec.ts signs in as the staff account apps/server/test/e2e-seed-staff.ts makes;
    // payment.spec.ts applies the first coupon, dashboard.spec.ts the second. They are added before the server starts because the
    // embedded database serves one process at a time; on a reused database "exists" is fine.
    command: `npx tsx ../apps/server/test/e2e-seed-staff.ts ${staffEmail} '${staffPassword}'; npx tsx ../apps/server/src/cli/coupons.ts add E2E-TEN 10; npx tsx ../apps/server/src/cli/coupons.ts add E2E-FREE 100; node ${process.env.E2E_SERVER_DIST ?? '../apps/server/dist'}/main.js`,
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
      NODE_ENV: 'development',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
