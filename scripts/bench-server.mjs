// The server's own figures (issue 16), in one run, next to a bare node:http server:
//  - req/s (min / median / max over BENCH_ROUNDS interleaved rounds), median p99, errors and the
//    share of bare for GET /health, GET /extract-user-data/ with a bearer, GET /onboarding/ (a
//    member-area read) and POST /company-surveys/ (a draft save), on PGlite and PostgreSQL; each
//    of the 10 connections is a member of its own (the server gathers concurrent callers' lookups,
//    so one member on every connection would flatter it)
//  - the server's RSS (process and descendants): PGlite cold start / warm start / under load,
//    PostgreSQL idle / under load
//  - the floor of the authenticated read on each database: bare node:http running the same
//    statement (bench-floor.mjs), and how close GET /extract-user-data/ comes to it
//  - `npm run build` time (3 full builds) and its peak memory
// Each round measures bare, then every row of each app, on the same running servers (nothing is
// reset between rounds), so a busy moment of the shared machine hurts all alike. The apps run as
// they ship: the built bundle, NODE_ENV=production, LOG_LEVEL=info with the log going to a file,
// the sign-up code over SMTP. Prints figures with their targets; never fails on a figure.
// Env: BENCH_SECONDS (15), BENCH_ROUNDS (3), BENCH_SERVER_PORT (3500; +1 to +4 too),
// BENCH_DATABASE_URL (PostgreSQL admin URL; the PostgreSQL rows are skipped when it does not answer),
// BENCH_BUILDS (3; 0 measures the server only), BENCH_WITHOUT_SERVER_FLAGS=1 (bench-app.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchServerEnv,
  sampleTreeRss,
  serverLaunch,
  startApp,
  stopApp,
  treeRss,
  waitForHealth,
} from './bench-app.mjs';
import { logIn, signUp, startSmtpListener } from './bench-member.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const basePort = Number(process.env.BENCH_SERVER_PORT ?? 3500);
const connections = 10;
const settleMs = 2000; // how long after /health first answers a start's RSS is read
const buildRuns = Number(process.env.BENCH_BUILDS ?? 3);
const MiB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const loadavg = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (1/5/15 min)`;

/** A full `npm run build` (not --if-stale): seconds, and the peak VmRSS summed over its process tree. */
async function timedBuild() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const memory = sampleTreeRss(child.pid);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const peak = memory.stop();
  if (code !== 0) throw new Error(`node scripts/build.mjs failed (exit ${code}):\n${errors}`);
  return { seconds: (performance.now() - started) / 1000, peak };
}

/** The bare baseline in its own process, like the app: `{"status":"ok"}` to every request. */
async function startBare(port) {
  const source = `require('node:http').createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
  }).listen(Number(process.argv[1]), '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { child, url: `${base}/health` };
}

/**
 * The floor of the authenticated read on this app's database (scripts/bench-floor.mjs): bare
 * node:http running the same statement, gathered per turn as the app does, for the app's members
 * (PostgreSQL) or as many of its own (PGlite), in its own process.
 */
async function startFloor(app, port) {
  const args =
    app.driver === 'PGlite'
      ? ['pglite', String(app.tokens.length)]
      : [
          'postgres',
          app.databaseUrl,
          ...app.tokens.map((token) => Object.values(claimsOf(token, ['sub', 'sid'])).join(':')),
        ];
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-floor.mjs'), String(port), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { child, url: `${base}/`, results: [] };
}

/** The named claims of a JWT's payload (the bench's own member's token; nothing is verified). */
function claimsOf(token, names) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return Object.fromEntries(names.map((name) => [name, payload[name]]));
}

/** A production server (its logs at info): the bench measures what ships, mail going out over SMTP. */
function serverEnv(port, dataDir, databaseUrl, smtpUrl) {
  return benchServerEnv({
    port,
    dataDir,
    databaseUrl,
    extra: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // production refuses to start without them; the bench never pays, so no real key
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      SMTP_URL: smtpUrl,
    },
  });
}

/** The rows measured on each app, with the issue's targets (share of bare in %, p99 in ms). */
function rowsFor(driver) {
  const draft = JSON.stringify({ businessName: 'Harbor Lights Ltd', industry: 'Logistics' });
  return [
    { label: 'GET /health', path: '/health', target: { share: 30 } },
    {
      label: 'GET /extract-user-data/ (bearer)',
      path: '/extract-user-data/',
      bearer: true,
      target: driver === 'PostgreSQL' ? { share: 30, p99: 8 } : { share: 15 },
    },
    { label: 'GET /onboarding/ (bearer)', path: '/onboarding/', bearer: true },
    {
      label: 'POST /company-surveys/ (draft save)',
      path: '/company-surveys/',
      method: 'POST',
      body: draft,
      bearer: true,
    },
  ].map((row) => ({ ...row, results: [] }));
}

/** The row's request; with a bearer, autocannon's connection N is the app's member N. */
function requestFor(app, row) {
  const headers = {
    ...(row.bearer ? { authorization: `Bearer ${app.tokens[0]}` } : {}),
    ...(row.body ? { 'content-type': 'application/json' } : {}),
  };
  let connection = 0;
  const setupClient = (client) => {
    const token = app.tokens[connection++ % app.tokens.length];
    client.setHeaders({ ...headers, authorization: `Bearer ${token}` });
  };
  return {
    url: `${app.base}${row.path}`,
    method: row.method ?? 'GET',
    headers,
    body: row.body,
    ...(row.bearer ? { setupClient } : {}),
  };
}

/** A fresh access token for each of the app's members (they live 15 minutes). */
async function logInAll(app) {
  app.tokens = [];
  for (const email of app.emails) app.tokens.push(await logIn(app.base, email));
}

/** One request first: a refusal (a 401, a 400) stops the bench instead of measuring errors. */
async function ensureAnswers(app, row, request) {
  const reply = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  if (!reply.ok) {
    throw new Error(`${app.driver} ${row.label} answered ${reply.status} before measuring: ${await reply.text()}`);
  }
}

function load(request, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Starts an app and reads its RSS settleMs after /health first answered. */
async function startAndSettle(env, logFile) {
  const app = await startApp(env, { logFile });
  await sleep(settleMs);
  return { ...app, settledRss: treeRss(app.child.pid) };
}

/** PGlite: a cold start on a fresh folder, stopped, then the warm start on it that stays up. */
async function startPglite(smtp, workDir) {
  const dataDir = mkdtempSync(path.join(workDir, 'pglite-'));
  const env = serverEnv(basePort + 1, dataDir, undefined, smtp.url);
  const logFile = path.join(workDir, 'pglite.log');
  const cold = await startAndSettle(env, logFile);
  await cold.stop();
  const warm = await startAndSettle(env, logFile);
  return {
    driver: 'PGlite',
    ...warm,
    logFile,
    startRss: [
      ['cold start (fresh data dir, 2 s after /health)', cold.settledRss, 200],
      ['warm start (restart on it, 2 s after /health)', warm.settledRss, 200],
    ],
    loadTarget: 260,
  };
}

async function startPostgres(smtp, workDir, databaseUrl) {
  const dataDir = mkdtempSync(path.join(workDir, 'postgres-'));
  const logFile = path.join(workDir, 'postgres.log');
  const app = await startAndSettle(serverEnv(basePort + 2, dataDir, databaseUrl, smtp.url), logFile);
  return {
    driver: 'PostgreSQL',
    ...app,
    databaseUrl,
    logFile,
    startRss: [['idle (fresh database, 2 s after /health)', app.settledRss, 110]],
    loadTarget: 160,
  };
}

function verdict(row, share, p99) {
  if (!row.target) return '(no target)';
  const { share: minShare, p99: maxP99 } = row.target;
  const met = share >= minShare && (maxP99 === undefined || p99 <= maxP99);
  const wanted = `>= ${minShare} % of bare${maxP99 === undefined ? '' : `, p99 <= ${maxP99} ms`}`;
  return `${wanted}: ${met ? 'met' : 'not met'}`;
}

const header = `${'row'.padEnd(48)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)} req/s  p99 ms  errors  of bare  target`;

function tableRow(label, results, bareMedian, row) {
  const rates = results.map((result) => Math.round(result.requests.average));
  const p99 = median(results.map((result) => result.latency.p99));
  const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  const share = (median(rates) / bareMedian) * 100;
  const shareText = row ? `${share.toFixed(1)} %` : '';
  return `${label.padEnd(48)} ${String(Math.min(...rates)).padStart(7)} ${String(median(rates)).padStart(7)} ${String(Math.max(...rates)).padStart(7)}       ${String(p99).padStart(6)}  ${String(errors).padStart(6)}  ${shareText.padStart(7)}  ${row ? verdict(row, share, p99) : ''}`;
}

const rssLine = (driver, label, bytes, target) =>
  `${`${driver} ${label}`.padEnd(66)} ${mib(bytes).padStart(10)}   target <= ${target} MiB: ${bytes / MiB <= target ? 'met' : 'not met'}`;

console.log(
  `\n== Server (issue 16): autocannon, ${connections} connections, ${seconds} s per measurement, ${rounds} interleaved rounds`,
);
console.log(`   Node ${process.version}, ${os.cpus().length} CPUs; ${serverLaunch}; before: ${loadavg()}`);

build({ ifStale: true });
const builds = [];
for (let i = 0; i < buildRuns; i++) builds.push(await timedBuild());

const workDir = mkdtempSync(path.join(os.tmpdir(), 'exitcraft-bench-server-'));
const smtp = await startSmtpListener();
const postgres = await freshPostgresDatabase('server');
const apps = [];
let bare;
try {
  bare = await startBare(basePort);
  apps.push(await startPglite(smtp, workDir));
  if (postgres.url) apps.push(await startPostgres(smtp, workDir, postgres.url));
  for (const app of apps) {
    app.emails = [];
    for (let member = 0; member < connections; member++) {
      app.emails.push((await signUp(app.base, smtp, `${app.driver.toLowerCase()}-${member}`)).email);
    }
    app.rows = rowsFor(app.driver);
    app.loadPeak = 0;
  }

  // one short pass over every row first, outside the figures, so round 1 meets a warm server too
  const warmUp = Math.min(2, seconds);
  for (const [index, app] of apps.entries()) {
    await logInAll(app);
    app.floor = await startFloor(app, basePort + 3 + index);
    await load({ url: app.floor.url }, warmUp);
    for (const row of app.rows) {
      const request = requestFor(app, row);
      await ensureAnswers(app, row, request);
      await load(request, warmUp);
    }
  }

  const bareResults = [];
  for (let round = 1; round <= rounds; round++) {
    bareResults.push(await load({ url: bare.url }, seconds));
    for (const app of apps) {
      app.floor.results.push(await load({ url: app.floor.url }, seconds));
      // an access token lives 15 minutes; a fresh one per round outlives any round
      await logInAll(app);
      for (const row of app.rows) {
        const request = requestFor(app, row);
        await ensureAnswers(app, row, request);
        const memory = sampleTreeRss(app.child.pid);
        row.results.push(await load(request, seconds));
        app.loadPeak = Math.max(app.loadPeak, memory.stop());
      }
    }
    console.log(`   round ${round}/${rounds} done; ${loadavg()}`);
  }

  const bareMedian = median(bareResults.map((result) => Math.round(result.requests.average)));
  console.log(`\n${header}`);
  console.log(tableRow('bare node:http (own process)', bareResults, bareMedian));
  for (const app of apps) {
    for (const row of app.rows) console.log(tableRow(`${app.driver} ${row.label}`, row.results, bareMedian, row));
  }
  console.log(
    '\nThe floor: bare node:http running the same statement as GET /extract-user-data/, gathered per turn as the app does (bench-floor.mjs)',
  );
  for (const app of apps) {
    console.log(tableRow(`${app.driver} floor (bare + the caller statement)`, app.floor.results, bareMedian, {}));
    const read = app.rows.find((row) => row.path === '/extract-user-data/');
    const share =
      (median(read.results.map((result) => result.requests.average)) /
        median(app.floor.results.map((result) => result.requests.average))) *
      100;
    console.log(`   ${app.driver} GET /extract-user-data/ runs at ${share.toFixed(1)} % of its floor`);
  }
  if (!postgres.url) console.log(`PostgreSQL rows skipped: ${postgres.skipped}`);

  console.log('\n== Server RSS: VmRSS of the server process and all its descendants (/proc), summed');
  for (const app of apps) {
    for (const [label, bytes, target] of app.startRss) console.log(rssLine(app.driver, label, bytes, target));
    console.log(rssLine(app.driver, 'under load (max, sampled every 100 ms)', app.loadPeak, app.loadTarget));
  }
  const logSizes = apps.map((app) => `${app.driver} ${mib(statSync(app.logFile).size)}`).join(', ');
  console.log(`   server logs written at LOG_LEVEL=info (to a file): ${logSizes}`);
} finally {
  for (const app of apps) {
    if (app.floor) await stopApp(app.floor.child);
    await app.stop();
  }
  if (bare) await stopApp(bare.child);
  await smtp.close();
  await postgres.drop?.();
  rmSync(workDir, { recursive: true, force: true });
}

if (builds.length > 0) {
  const times = builds.map((run) => run.seconds);
  console.log(
    `\n== npm run build (node scripts/build.mjs, full), ${buildRuns} runs: min ${Math.min(...times).toFixed(1)} / median ${median(times).toFixed(1)} / max ${Math.max(...times).toFixed(1)} s   target <= 15 s: ${median(times) <= 15 ? 'met' : 'not met'}`,
  );
  console.log(
    `   peak memory: ${mib(Math.max(...builds.map((run) => run.peak)))} (VmRSS summed over the build's process tree, sampled every 100 ms; per run ${builds.map((run) => mib(run.peak)).join(', ')})`,
  );
}
console.log(`\n   after: ${loadavg()}`);
