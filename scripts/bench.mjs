// npm run bench: prints figures, never passes or fails on time.
//  1. warm `npm start`: the time from `node scripts/start.mjs` (the build already up to date, the
//     database already created) until GET /health answers
//  2. per public page (the list the build rendered): Lighthouse mobile performance, TBT and LCP, the median of BENCH_RUNS runs (3)
// The server's throughput and memory are scripts/bench-server.mjs's (the next step of `npm run bench`).
// Targets (issue 10): first-load JS <= 90 KB, performance >= 98, TBT <= 50 ms, LCP <= 1.2 s, warm start <= 3 s.
// BENCH_WEB_DIST and BENCH_PORT point it at another build or port (parallel work).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stopApp, waitForHealth } from './bench-app.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { publicPages } from './size-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-'));

/** `npm start` as a user runs it (the script behind it, without npm's own start-up). */
function startApp() {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // production runs on PostgreSQL unless told otherwise; `npm start`'s warm start is the embedded one
      EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
      // production sends mail over SMTP; the pages measured send none, so nothing listens here
      SMTP_URL: 'smtp://127.0.0.1:2',
      MAIL_FROM: 'Exitcraft <bench@exitcraft.com>',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      // production refuses to start on the test checkout; the bench never pays, so no real key
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Seconds from spawning the app until /health answers. */
async function timedStart() {
  const started = performance.now();
  const child = startApp();
  await waitForHealth(base, child);
  return { child, seconds: (performance.now() - started) / 1000 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run (mobile emulation, its default): performance score, TBT and LCP in ms. */
async function lighthouseRun(chrome, pagePath) {
  const result = await lighthouse(`${base}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
  };
}

// the first start builds if the sources changed and creates the database; the second is the warm one
const first = await timedStart();
await stopApp(first.child);
const { child: app, seconds: warmStart } = await timedStart();
try {
  console.log(`\n== warm npm start: /health answered ${warmStart.toFixed(2)} s after start (target 3 s)`);
  console.log(`   (first start, creating the database: ${first.seconds.toFixed(2)} s)`);

  // the bytes each page loads are the size budget's (scripts/size-budget.mjs, measured in Chromium)
  const pages = publicPages(webDist);
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results = new Map();
  try {
    for (const pagePath of pages) {
      const pageRuns = [];
      for (let run = 0; run < runs; run++) pageRuns.push(await lighthouseRun(chrome, pagePath));
      results.set(pagePath, pageRuns);
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\n== Per page: Lighthouse mobile, median of ${runs} runs (the JS each page loads: npm run test:size)`);
  console.log('   (targets: performance >= 98, TBT <= 50 ms, LCP <= 1.2 s)');
  console.log(`${'page'.padEnd(14)}  perf  a11y   TBT ms   LCP s`);
  for (const pagePath of pages) {
    const pageRuns = results.get(pagePath);
    const pick = (key) => median(pageRuns.map((entry) => entry[key]));
    console.log(
      `${pagePath.padEnd(14)}  ${String(pick('performance')).padStart(4)}  ${String(pick('accessibility')).padStart(4)}  ${String(Math.round(pick('tbt'))).padStart(7)}  ${(pick('lcp') / 1000).toFixed(2).padStart(6)}`,
    );
  }
} finally {
  await stopApp(app);
  rmSync(dataDir, { recursive: true, force: true });
}
