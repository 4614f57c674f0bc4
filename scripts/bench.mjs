// npm run bench: prints figures, never passes or fails on time.
//  1. warm `npm start`: the time from `node scripts/start.mjs` (the build already up to date, the
//     database already created) until GET /health answers, and the first start's on an empty data folder
//  2. per page, Lighthouse mobile performance, accessibility, TBT and LCP, the median of BENCH_RUNS
//     runs (3): the public pages (the list the build rendered) signed out, then, in a table of its
//     own, the member pages of apps/web/size-budget.json signed in (a member with the data each page
//     shows, the back office as staff; the people are made as scripts/size-budget.mjs makes them,
//     through the API of the production server, the sign-up code over SMTP to a local listener).
//     Every run is a Chromium process of its own with a new profile: a first visit, with no
//     compiled code or HTTP cache. A member run signs in through /login/ (a session of its own: a
//     refresh token is single-use), opens /health in that profile to put the tokens in
//     localStorage where the app reads them, then runs Lighthouse with disableStorageReset (its
//     reset would erase them; a new profile has nothing else to reset). A run whose page ends on
//     another path (a redirect to the sign-in page or an onboarding step) stops the bench: that
//     page was not measured.
//     Beside Lighthouse's figures, from its trace (scripts/bench-trace.mjs, decision 057): on-cpu, the
//     share of the blocking tasks' wall time the page's thread had a core (on 2 cores a fresh
//     Chromium's own processes take the rest), and TBT cpu, the same tasks counted on their CPU time.
// The server's throughput and memory are scripts/bench-server.mjs's (the next step of `npm run bench`).
// Targets (issues 10 and 32): performance >= 98, TBT <= 50 ms, LCP <= 1.2 s, warm start <= 3 s,
// first start <= 5 s. The JS each page loads is the size budget's (npm run test:size).
// BENCH_PAGES (comma-separated paths, e.g. /,/dashboard,/staff) measures only those pages.
// BENCH_WEB_DIST and BENCH_PORT point it at another build or port (parallel work).
// BENCH_REPORT_DIR keeps each run's Lighthouse report there (<page>-<as>-<run>.json), to see why.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { stopApp, waitForHealth } from './bench-app.mjs';
import { startSmtpListener } from './bench-member.mjs';
import { blockingOnCpu } from './bench-trace.mjs';
import { browserUiFeatures, chromiumFlags, chromiumPath, withDisabledFeatures } from './chromium.mjs';
import { logInTokens, pagesToOpen, prepareAccounts, readBudget, seedPeople, storeSession } from './size-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const reportDir = process.env.BENCH_REPORT_DIR && path.resolve(process.env.BENCH_REPORT_DIR);
const allPages = Object.entries(pagesToOpen(webDist, readBudget()));
const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const unknown = only?.filter((page) => !allPages.some(([known]) => known === page)) ?? [];
if (unknown.length > 0)
  throw new Error(
    `BENCH_PAGES: no such page ${unknown.join(', ')} (pages: ${allPages.map(([page]) => page).join(' ')})`,
  );
const pages = allPages.filter(([page]) => !only || only.includes(page));
const needs = new Set(pages.map(([, entry]) => entry.as));
const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-'));

// production sends mail over SMTP: the member's sign-up code (and the receipt) come here
const smtp = await startSmtpListener();

/** The server's environment: `npm start` in production on the embedded database. */
function appEnv() {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // production runs on PostgreSQL unless told otherwise; `npm start`'s warm start is the embedded one
    EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Exitcraft <bench@exitcraft.com>',
    LOG_LEVEL: 'warn',
    DRAIN_SECONDS: '0',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    // production refuses to start on the test checkout; the bench never pays, so no real key
    STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
    WEB_DIST_DIR: webDist,
  };
}

/** `npm start` as a user runs it (the script behind it, without npm's own start-up). */
function startApp() {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: appEnv(),
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

/**
 * A new Chromium with a new profile (chrome-launcher makes one per launch and removes it on kill),
 * so every run is a first visit. With `tokens`, the session is put in the profile's localStorage
 * first, from a page of the same origin (/health: no script, nothing cached that the page uses).
 */
/**
 * chrome-launcher's flags and ours, without the browser's own address bar popups (decision 055):
 * they took about 2 s of CPU right after each launch, beside the page being measured.
 * BENCH_WITH_BROWSER_UI=1 keeps them, to compare again on a new Chromium.
 */
const withBrowserUi = process.env.BENCH_WITH_BROWSER_UI === '1';
const lighthouseChromeFlags = withDisabledFeatures(
  [...Launcher.defaultFlags(), ...chromiumFlags],
  withBrowserUi ? [] : browserUiFeatures,
);

async function freshChromium(tokens) {
  // the defaults are in lighthouseChromeFlags, merged: Chromium reads only the last --disable-features
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags,
  });
  if (!tokens) return chrome;
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/health`);
    await page.evaluate(storeSession, tokens);
    await page.close();
    await browser.close(); // disconnects: the browser is chrome-launcher's
  } catch (error) {
    await chrome.kill();
    throw error;
  }
  return chrome;
}

/** Lighthouse could not record the run itself (NO_NAVSTART and the like): the page was not judged. */
class LighthouseRuntimeError extends Error {}

/** One Lighthouse run (mobile emulation, its default) in its own Chromium: the scores, TBT and LCP in ms. */
async function lighthouseRun(pagePath, as, tokens, run) {
  const chrome = await freshChromium(tokens);
  try {
    const result = await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // its reset would erase the session put in localStorage; the profile is new anyway
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, runtimeError, environment } = result.lhr;
    const blocking = blockingOnCpu(result.artifacts.Trace?.traceEvents ?? []);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${pagePath.replaceAll('/', '_') || '_'}-${as}-${run}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    if (runtimeError) {
      throw new LighthouseRuntimeError(
        `${pagePath} (as ${as}): Lighthouse: ${runtimeError.code} ${runtimeError.message}`,
      );
    }
    const shown = new URL(finalDisplayedUrl).pathname;
    if (shown !== pagePath)
      throw new Error(`${pagePath} (as ${as}) ended on ${shown}: the page was not shown, so not measured`);
    // an accessibility score under 100 names the audits it lost points on
    const failed = categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      failedAccessibility: failed,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      // Lighthouse's measure of how fast the machine ran at that moment: TBT is the machine's time
      // at 4x, so a run where this is half another's can show twice its TBT
      cpu: environment.benchmarkIndex,
      // how much of the blocking tasks' time the page's thread had a core, and what its own work blocks
      onCpu: blocking?.onCpu ?? null,
      cpuTbt: blocking?.cpuTbt ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A run Lighthouse itself failed to record (NO_NAVSTART and the like, which came twice in a row on a
 * busy machine) is run again, up to twice, and says so; a page that ended elsewhere (not shown, so not
 * measured) still stops the bench.
 */
async function measureRecorded(measure, retries = 2) {
  try {
    return await measure();
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || retries === 0) throw error;
    console.log(`   (${error.message}: run again)`);
    return measureRecorded(measure, retries - 1);
  }
}

/** The median of each figure over a page's runs, as a table row. */
function row(pagePath, as, pageRuns) {
  const pick = (key) => median(pageRuns.map((entry) => entry[key]));
  const failed = [...new Set(pageRuns.flatMap((entry) => entry.failedAccessibility))];
  const tbts = pageRuns.map((entry) => Math.round(entry.tbt));
  const spread = `${Math.min(...tbts)}-${Math.max(...tbts)}`;
  const known = (key) => pageRuns.map((entry) => entry[key]).filter((value) => value != null);
  const onCpu = known('onCpu');
  const cpuTbt = known('cpuTbt');
  const onCpuText = onCpu.length > 0 ? `${Math.round(median(onCpu) * 100)}%` : '-';
  const cpuTbtText = cpuTbt.length > 0 ? String(Math.round(median(cpuTbt))) : '-';
  return `${pagePath.padEnd(36)}  ${as.padEnd(7)}  ${String(pick('performance')).padStart(4)}  ${String(pick('accessibility')).padStart(4)}  ${String(Math.round(pick('tbt'))).padStart(7)}  ${spread.padStart(9)}  ${(pick('lcp') / 1000).toFixed(2).padStart(6)}  ${String(Math.round(pick('cpu'))).padStart(5)}  ${onCpuText.padStart(6)}  ${cpuTbtText.padStart(7)}${failed.length > 0 ? `  accessibility lost on: ${failed.join(', ')}` : ''}`;
}

function printTable(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n== ${title}: Lighthouse mobile, median of ${runs} runs, each in a fresh Chromium`);
  console.log('   (targets: performance >= 98, TBT <= 50 ms, LCP <= 1.2 s; the JS each page loads: npm run test:size)');
  console.log(
    "   (TBT runs: the lowest and highest; cpu: the median of Lighthouse's benchmarkIndex, the machine's speed)",
  );
  console.log(
    withBrowserUi
      ? "   (BENCH_WITH_BROWSER_UI=1: with the browser's own address bar popups, as Chromium starts by default)"
      : '   (Chromium started without its own address bar popups: decision 055)',
  );
  console.log(
    "   (on-cpu: the share of the blocking tasks' wall time the page's thread ran, the rest it waited for a core;",
  );
  console.log("    TBT cpu: those tasks counted on their CPU time, the TBT of the page's own work: decision 057)");
  console.log(
    `${'page'.padEnd(36)}  ${'as'.padEnd(7)}  perf  a11y   TBT ms   TBT runs   LCP s    cpu  on-cpu  TBT cpu`,
  );
  for (const line of rows) console.log(line);
}

// the first start creates the database from the build's template; the second is the warm one
const first = await timedStart();
await stopApp(first.child);
// the staff account and the free coupon, while no server has the embedded database open
if (needs.has('member') || needs.has('staff')) await seedPeople(appEnv());
const { child: app, seconds: warmStart } = await timedStart();
try {
  console.log(`\n== warm npm start: /health answered ${warmStart.toFixed(2)} s after start (target 3 s)`);
  console.log(`   (first start, on an empty data folder: ${first.seconds.toFixed(2)} s, target 5 s)`);

  const accounts = await prepareAccounts(base, needs, undefined, smtp);
  const results = [];
  for (const [pagePath, { as }] of pages) {
    const pageRuns = [];
    for (let run = 0; run < runs; run++) {
      const account = accounts[as];
      const measure = async () =>
        lighthouseRun(pagePath, as, account && (await logInTokens(base, account.email, account.password)), run);
      pageRuns.push(await measureRecorded(measure));
    }
    results.push({ as, line: row(pagePath, as, pageRuns) });
  }
  printTable(
    'Public pages, signed out',
    results.filter(({ as }) => as === 'visitor').map(({ line }) => line),
  );
  printTable(
    'Member pages, signed in (the back office as staff)',
    results.filter(({ as }) => as !== 'visitor').map(({ line }) => line),
  );
} finally {
  await stopApp(app);
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
