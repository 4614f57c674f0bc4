// The member endpoints (issue 33, decision 045): for every request the member screens send on load
// (and their autosaves; the rows are in bench-members-rows.mjs), its req/s and p50/p99 with 10
// connections, each connection a member of its own with realistic data (three assessments submitted,
// brand twice; the business details submitted; a brand draft; community messages), on PGlite and
// PostgreSQL, beside that endpoint's floor: bare node:http running the same statements
// (bench-members-floor.mjs), in the same round. Then a mixed load: MIX_MEMBERS (100) members, each on
// a connection of its own, MIX_RATE (9) requests a second each (under the default per-person limit
// of 600 a minute), the rows' `mix` weights shuffled per member; its p50/p99 and errors, paced as
// people send (each member every 1/MIX_RATE s, the members spread over that interval), then with
// autocannon's rate for comparison (which fires each second's requests of every member at once).
// The apps run as they ship (built bundle, NODE_ENV=production, LOG_LEVEL=info to a file).
// Prints figures with the targets of issue 33; never fails on a figure.
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (2), BENCH_SERVER_PORT (3500; +1 to +5 too), BENCH_DATABASE_URL,
// BENCH_ROWS (comma-separated paths: only those rows), BENCH_MIX_SECONDS (20), BENCH_DRIVERS
// (PGlite,PostgreSQL).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServerEnv, startApp, stopApp, waitForHealth } from './bench-app.mjs';
import { logIn, signUp, startSmtpListener } from './bench-member.mjs';
import { brandDraftAnswers, memberRows } from './bench-members-rows.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const mixSeconds = Number(process.env.BENCH_MIX_SECONDS ?? 20);
const mixMembers = Number(process.env.MIX_MEMBERS ?? 100);
const mixRate = Number(process.env.MIX_RATE ?? 9);
const basePort = Number(process.env.BENCH_SERVER_PORT ?? 3500);
const connections = 10;
const drivers = (process.env.BENCH_DRIVERS ?? 'PGlite,PostgreSQL').split(',');
const only = process.env.BENCH_ROWS?.split(',');
const rows = memberRows.filter((row) => !only || only.includes(row.path));
const coupon = 'BENCH-MEMBERS';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadavg = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** Fixtures as the screens would send them (shared schemas' shapes; values a founder would give). */
const section = (id, values) => Object.fromEntries(values.map((value, index) => [`${id}_${index + 1}`, value]));
const brandAnswers = {
  ...section('leadership', [5, 5, 5, 5, 5, 5, 4, 4, 3, 1]),
  ...section('message', [5, 5, 3, 3, 3, 3, 1, 1, 1, 1]),
  ...section('operations', [5, 5, 5, 5, 5, 4, 4, 3, 1, 1]),
  ...section('artifacts', [5, 5, 5, 5, 4, 4, 2, 2, 1, 1]),
};
const diagnosticAnswers = {
  ...section('logo', ['Y', 'Y', 'Y', 'Y', 'Y', 'Y']),
  ...section('identity', ['Y', 'N', 'N']),
  ...section('brand', ['Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'N', 'N', 'N', 'N', 'N']),
  ...section('wealth', ['N', 'N', 'N', 'N']),
  ...section('customer', ['Y', 'Y', 'Y', 'N']),
};
const roiAnswers = {
  customer_concentration_1: 80_000,
  staff_turnover_1: 50_000,
  staff_turnover_2: 10_000,
  no_exit_plan_1: 30_000,
  undocumented_processes_1: 30_000,
  underpricing_1: 5_000,
};
const survey = {
  businessName: 'Harbor Analytics Inc.',
  industry: 'Software',
  incorporationDate: '2012-04-30',
  address1: '100 King St W',
  address2: '',
  country: 'Canada',
  growthStage: ['Growing', 'Pre-succession'],
  companySize: 'Medium',
  yourRole: 'Executive/Owner',
  yourRoleOther: '',
  offerings: 'Services',
  companySuccessionPlan: 'Not-Exist',
  companyBusinessPlan: 'EXISTS',
  revenues: 'UPWARDS',
  profits: 'UNCHANGED',
  cashFlowPosition: 'Strong',
  marketAwareness: 'Sufficient',
  staffTurnaround: 'Weak',
  rdProcess: 'Formal',
  hrProcess: 'Informal',
  salesProcess: 'Formal',
  publicityAdvertisingPlan: 'Informal',
  marketingStrategy: 'Formal',
  culture: 'Candid, owner-led, proud of long customer relationships.',
};

async function send(base, access, method, url, body) {
  const reply = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${url} answered ${reply.status}: ${await reply.text()}`);
}

/** A member (the free coupon through the checkout) with what a few weeks of use leave behind. */
async function memberWithData(base, smtp, tag) {
  const { email, access } = await signUp(base, smtp, tag);
  await send(base, access, 'POST', '/coupons/', { code: coupon });
  await send(base, access, 'POST', '/api/create-checkout-session/', {
    amount: 0,
    product_name: 'Exitcraft Membership',
    billing_info: { fullName: 'Bench Founder', email, companyName: '' },
    coupon_code: coupon,
  });
  await send(base, access, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers });
  await send(base, access, 'POST', '/assessments/diagnostic/submissions/', { answers: diagnosticAnswers });
  await send(base, access, 'POST', '/assessments/roi/submissions/', { answers: roiAnswers, currency: 'EUR' });
  await send(base, access, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers });
  await send(base, access, 'POST', '/company-surveys/submit/', survey);
  await send(base, access, 'PUT', '/assessments/brand/draft/', { answers: brandDraftAnswers });
  await send(base, access, 'POST', '/community/channels/general/messages/', { text: `Hello from ${tag}` });
  return email;
}

function serverEnv(port, dataDir, databaseUrl, smtpUrl) {
  return benchServerEnv({
    port,
    dataDir,
    databaseUrl,
    extra: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      SMTP_URL: smtpUrl,
      COMMUNITY_POSTS_PER_MINUTE: '10000',
    },
  });
}

const claimsOf = (token) => {
  const { sub, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return `${sub}:${sid}`;
};

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The row's request; autocannon's connection N is member N. */
function requestFor(app, row) {
  let connection = 0;
  return {
    url: `${app.base}${row.path}`,
    method: row.method,
    body: row.body,
    headers: row.body ? { 'content-type': 'application/json' } : {},
    setupClient: (client) => {
      const token = app.tokens[connection++ % connections];
      client.setHeaders({
        ...(row.body ? { 'content-type': 'application/json' } : {}),
        authorization: `Bearer ${token}`,
      });
    },
  };
}

async function ensureAnswers(app, row) {
  const reply = await fetch(`${app.base}${row.path}`, {
    method: row.method,
    headers: { authorization: `Bearer ${app.tokens[0]}`, ...(row.body ? { 'content-type': 'application/json' } : {}) },
    body: row.body,
  });
  if (!reply.ok) throw new Error(`${app.driver} ${row.label} answered ${reply.status}: ${await reply.text()}`);
}

async function startFloor(app, port) {
  const where = app.driver === 'PGlite' ? app.floorDir : app.databaseUrl;
  const args = [
    path.join(root, 'scripts/bench-members-floor.mjs'),
    String(port),
    app.driver === 'PGlite' ? 'pglite' : 'postgres',
    where,
  ];
  const child = spawn(process.execPath, [...args, ...app.tokens.slice(0, connections).map(claimsOf)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return { child, base: `http://127.0.0.1:${port}` };
}

/** A weighted, per-member shuffled list of the rows in the mix. */
function mixFor(memberIndex) {
  const list = memberRows.flatMap((row) => Array.from({ length: row.mix }, () => row));
  let seed = memberIndex + 1;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

async function mixedLoad(app) {
  let connection = 0;
  const result = await load({
    url: app.base,
    connections: mixMembers,
    duration: mixSeconds,
    overallRate: mixMembers * mixRate,
    requests: [{ method: 'GET', path: '/extract-user-data/' }],
    setupClient: (client) => {
      const index = connection++ % mixMembers;
      const token = app.tokens[index];
      client.setRequests(
        mixFor(index).map((row) => ({
          method: row.method,
          path: row.path,
          body: row.body,
          headers: { authorization: `Bearer ${token}`, ...(row.body ? { 'content-type': 'application/json' } : {}) },
        })),
      );
    },
  });
  return result;
}

/**
 * The same members and mix, paced as people are: each member sends one request every 1/MIX_RATE s,
 * the members' turns spread evenly over that interval, each on its own keep-alive connection.
 * autocannon's rate (mixedLoad) sends each connection's requests for a second back to back when the
 * second starts, so its 100 connections offer 900 requests at once, once a second: a burst test.
 * Latency runs from when a request was due, not from when it could be sent, so a member whose last
 * request is still running counts the wait (no coordinated omission).
 */
async function pacedLoad(app) {
  const interval = 1000 / mixRate;
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const base = new URL(app.base);
  const started = performance.now() + 200;
  const end = started + mixSeconds * 1000;
  const send = (agent, row, token) =>
    new Promise((resolve) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          agent,
          method: row.method,
          path: row.path,
          headers: {
            authorization: `Bearer ${token}`,
            ...(row.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(row.body) } : {}),
          },
        },
        (response) => {
          if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
          response.resume().on('end', resolve);
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(row.body);
    });
  const members = Array.from({ length: mixMembers }, async (_, index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const list = mixFor(index);
    const token = app.tokens[index];
    let due = started + (index / mixMembers) * interval;
    for (let turn = 0; due < end; turn++, due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await send(agent, list[turn % list.length], token);
      latencies.push(performance.now() - due);
    }
    agent.destroy();
  });
  await Promise.all(members);
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))].toFixed(1);
  return { rate: latencies.length / mixSeconds, p50: at(0.5), p99: at(0.99), errors, non2xx };
}

async function prepare(driver, smtp, workDir, postgres) {
  const index = drivers.indexOf(driver);
  const port = basePort + 1 + index;
  const dataDir = mkdtempSync(path.join(workDir, `${driver}-`));
  const databaseUrl = driver === 'PostgreSQL' ? postgres.url : undefined;
  const env = serverEnv(port, dataDir, databaseUrl, smtp.url);
  const logFile = path.join(workDir, `${driver}.log`);
  const addCoupon = () =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'apps/server/src/cli/coupons.ts'),
        'add',
        coupon,
        '100', // per cent off: a free membership through the checkout
      ],
      {
        cwd: path.join(root, 'apps/server'),
        env: { ...env, INIT_CWD: '' },
        stdio: 'ignore',
      },
    );
  let app = await startApp(env, { logFile, timeoutMs: 300_000 });
  await app.stop(); // the first start sets the database up; the coupons go in while nobody holds it
  addCoupon();
  app = await startApp(env, { logFile, timeoutMs: 300_000 });
  const emails = [];
  const total = Math.max(mixMembers, connections);
  let tokens;
  try {
    for (let member = 0; member < total; member += 5) {
      const batch = Array.from({ length: Math.min(5, total - member) }, (_, i) =>
        memberWithData(app.base, smtp, `${driver.toLowerCase()}-${member + i}`),
      );
      emails.push(...(await Promise.all(batch)));
    }
    tokens = await logInAll({ base: app.base, emails });
  } catch (error) {
    await app.stop(); // a failed preparation leaves no server behind
    throw error;
  }
  let floorDir;
  if (driver === 'PGlite') {
    // the floor reads a copy of the app's own database, taken while the app is stopped
    await app.stop();
    floorDir = mkdtempSync(path.join(workDir, 'floor-'));
    cpSync(path.join(dataDir, 'pglite'), path.join(floorDir, 'pglite'), { recursive: true });
    app = await startApp(env, { logFile, timeoutMs: 300_000 });
  }
  return {
    driver,
    ...app,
    databaseUrl,
    emails,
    tokens,
    floorDir,
    floorPort: basePort + 4 + index,
    rows: rows.map((row) => ({ ...row, app: [], floor: [] })),
  };
}

/** A fresh access token for each of the app's members (they live 15 minutes); also returned. */
async function logInAll(app) {
  app.tokens = [];
  for (let i = 0; i < app.emails.length; i += 10) {
    app.tokens.push(...(await Promise.all(app.emails.slice(i, i + 10).map((email) => logIn(app.base, email)))));
  }
  return app.tokens;
}

const pad = (text, width) => String(text).padStart(width);
function line(label, results) {
  const rates = results.map((result) => Math.round(result.requests.average));
  const p50 = median(results.map((result) => result.latency.p50));
  const p99 = median(results.map((result) => result.latency.p99));
  const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  return {
    rate: median(rates),
    p50,
    p99,
    errors,
    text: `${label.padEnd(46)} ${pad(median(rates), 7)} ${pad(p50, 5)} ${pad(p99, 5)} ${pad(errors, 6)}`,
  };
}

console.log(
  `\n== Member endpoints (issue 33): autocannon, ${connections} connections (a member each), ${seconds} s per measurement, ${rounds} interleaved rounds`,
);
console.log(`   Node ${process.version}, ${os.cpus().length} CPUs; before: ${loadavg()}`);
build({ ifStale: true });

const workDir = mkdtempSync(path.join(os.tmpdir(), 'exitcraft-bench-members-'));
const smtp = await startSmtpListener();
const postgres = drivers.includes('PostgreSQL') ? await freshPostgresDatabase('members') : {};
const apps = [];
try {
  for (const driver of drivers) {
    if (driver === 'PostgreSQL' && !postgres.url) {
      console.log(`PostgreSQL rows skipped: ${postgres.skipped}`);
      continue;
    }
    const app = await prepare(driver, smtp, workDir, postgres);
    apps.push(app);
    app.floorServer = await startFloor(app, app.floorPort);
    for (const row of app.rows) await ensureAnswers(app, row);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const app of apps) {
      await logInAll(app); // an access token lives 15 minutes
      for (const [index, row] of app.rows.entries()) {
        const warm = round === 1 ? 1 : 0;
        if (warm) await load({ ...requestFor(app, row), duration: 1 });
        row.app.push(await load({ ...requestFor(app, row), duration: seconds }));
        row.floor.push(
          await load({
            url: `${app.floorServer.base}/${memberRows.indexOf(memberRows.find((r) => r.label === row.label))}`,
            method: 'GET',
            duration: seconds,
          }),
        );
        void index;
      }
    }
    console.log(`   round ${round}/${rounds} done; ${loadavg()}`);
  }
  for (const app of apps) {
    console.log(
      `\n${app.driver}: ${'endpoint'.padEnd(36)}   req/s   p50   p99 errors |  floor   p50   p99 | of floor  target (>= 2000 req/s and p99 <= 20 ms, or >= 67 % of a floor that misses them)`,
    );
    for (const row of app.rows) {
      const own = line(row.label, row.app);
      const floor = line('', row.floor);
      const share = (own.rate / floor.rate) * 100;
      // issue 33: "within 1.5x of its own floor where the floor itself is lower" than the target
      const floorShort = floor.rate < 2000 ? 'floor below 2000' : floor.p99 > 20 ? 'floor p99 above 20 ms' : '';
      const met = (own.rate >= 2000 && own.p99 <= 20) || (floorShort !== '' && share >= 100 / 1.5);
      console.log(
        `${own.text} | ${pad(floor.rate, 6)} ${pad(floor.p50, 5)} ${pad(floor.p99, 5)} | ${pad(share.toFixed(1), 6)} %  ${met ? 'met' : 'not met'}${floorShort ? ` (${floorShort})` : ''}`,
      );
    }
  }
  console.log(
    `\n== Mixed load: ${mixMembers} members, ${mixRate} requests/s each (${mixMembers * mixRate}/s offered), ${mixSeconds} s, the rows' mix weights`,
  );
  for (const app of apps) {
    await logInAll(app);
    const paced = await pacedLoad(app);
    const pacedErrors = paced.errors + paced.non2xx;
    console.log(
      `${app.driver.padEnd(12)} paced, each member every ${Math.round(1000 / mixRate)} ms:       ${pad(Math.round(paced.rate), 6)} req/s  p50 ${paced.p50} ms  p99 ${paced.p99} ms  errors ${pacedErrors} (non-2xx ${paced.non2xx})   target p99 <= 50 ms, 0 errors: ${Number(paced.p99) <= 50 && pacedErrors === 0 ? 'met' : 'not met'}; ${loadavg()}`,
    );
    await logInAll(app);
    const result = await mixedLoad(app);
    const errors = result.errors + result.non2xx;
    console.log(
      `${app.driver.padEnd(12)} bursts, every member's ${mixRate} at once each second: ${pad(Math.round(result.requests.average), 6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors} (non-2xx ${result.non2xx})   (autocannon's rate; a burst test, shown for comparison); ${loadavg()}`,
    );
  }
} catch (error) {
  try {
    for (const driver of drivers) console.error(readFileSync(path.join(workDir, `${driver}.log`), 'utf8').slice(-3000));
  } catch {
    // no log yet
  }
  throw error;
} finally {
  for (const app of apps) {
    if (app.floorServer) await stopApp(app.floorServer.child);
    await app.stop();
  }
  await smtp.close();
  await postgres.drop?.();
  rmSync(workDir, { recursive: true, force: true });
}
console.log(`\n   after: ${loadavg()}`);
