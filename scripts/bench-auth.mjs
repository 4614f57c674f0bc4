// The authenticated read (GET /extract-user-data/) before and after access tokens died with their
// session, next to a bare node:http server, in one run on one machine. Prints figures only.
//
// "Before" is the server as it was at BEFORE_REVOCATION (the commit before the session check),
// taken out of git and bundled here; "after" is the working tree's server. Both run from source
// bundles against fresh databases: PGlite always, and PostgreSQL when BENCH_DATABASE_URL (or the
// local server at 127.0.0.1:5432) answers. Each signs up one person through the API and reads
// with that person's access token.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';

const BEFORE_REVOCATION = 'ff895cf'; // the parent of "Access tokens carry their session and die with it"
const root = path.resolve(import.meta.dirname, '..');
// inside the repository, so the bundles find the installed packages by walking up to node_modules
const cacheDir = path.join(root, 'node_modules', '.cache', 'exitcraft-bench-auth');
const basePort = Number(process.env.BENCH_AUTH_PORT ?? 3400);
const duration = Number(process.env.BENCH_AUTH_SECONDS ?? 8);
const connections = 20;
const rounds = 3; // before and after alternate, so a busy moment of the machine hurts both alike

/** Bundles the server at `sourceRoot` (apps/server + packages/shared) into `outdir`. */
async function bundleServer(sourceRoot, outdir) {
  const serverPkg = path.join(root, 'apps/server/package.json');
  const deps = Object.keys((await import(serverPkg, { with: { type: 'json' } })).default.dependencies);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(sourceRoot, 'apps/server/src/main.ts') },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outdir,
    external: deps.filter((name) => !name.startsWith('@exitcraft/')),
    // the old server with the old shared package, not today's
    alias: { '@exitcraft/shared': path.join(sourceRoot, 'packages/shared/src') },
    logLevel: 'error',
  });
  execFileSync('cp', ['-r', path.join(sourceRoot, 'apps/server/src/db/migrations'), path.join(outdir, 'migrations')]);
  return path.join(outdir, 'main.js');
}

function sourcesAt(revision) {
  const dir = path.join(cacheDir, `src-${revision}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', root, 'archive', revision, 'apps/server', 'packages/shared']);
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return dir;
}

function startServer(main, port, databaseUrl) {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-auth-')),
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'error',
      DRAIN_SECONDS: '0',
      // development for the dev outbox the sign-up reads its code from; no limit may shape the figure
      NODE_ENV: 'development',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function until(check, what, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function signUp(base) {
  const post = (url, body) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const email = `bench-${Date.now().toString(36)}@example.com`;
  if (!(await post('/send_email_otp/', { email })).ok) throw new Error('send_email_otp failed');
  const otp = await until(async () => {
    const reply = await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
    const { messages } = await reply.json();
    return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  }, 'the sign-up code');
  if (!(await post('/verify_email_otp/', { email, otp })).ok) throw new Error('verify_email_otp failed');
  const registered = await post('/register/', {
    email,
    password: 'Harbor#Lights42',
    full_name: 'Bench Founder',
    phone_number: '+14165550148',
    website_name: 'bench.example.com',
    no_linkedin: true,
    came_from_plan: false,
  });
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
  return (await registered.json()).tokens.access;
}

function load(url, headers = {}, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measureServer(main, port, databaseUrl) {
  const child = startServer(main, port, databaseUrl);
  try {
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/health`)).ok, `${base}/health`);
    const access = await signUp(base);
    // databases are fresh each round, so warm the path before measuring it
    await load(`${base}/extract-user-data/`, { authorization: `Bearer ${access}` }, 1);
    const check = await fetch(`${base}/extract-user-data/`, { headers: { authorization: `Bearer ${access}` } });
    if (!check.ok) throw new Error(`the authenticated read answered ${check.status}`);
    return await load(`${base}/extract-user-data/`, { authorization: `Bearer ${access}` });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function postgresUrl() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const databases = ['before', 'after'].map((name) => `exitcraft_bench_${name}_${process.pid}`);
  for (const name of databases) await admin.query(`create database "${name}"`);
  await admin.end();
  const urlOf = (name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  return {
    before: urlOf(databases[0]),
    after: urlOf(databases[1]),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      for (const name of databases) await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** The run with the median req/s (its p99 comes with it). */
const median = (results) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];

const row = (label, result) =>
  `  ${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;

const before = await bundleServer(sourcesAt(BEFORE_REVOCATION), path.join(cacheDir, 'before'));
const after = await bundleServer(root, path.join(cacheDir, 'after'));

const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
await new Promise((resolve) => bare.listen(basePort + 9, '127.0.0.1', resolve));

console.log(`\n== GET /extract-user-data/ with a bearer, ${connections} connections, ${duration} s each`);
console.log(row('bare node:http', await load(`http://127.0.0.1:${basePort + 9}/`)));
const postgres = await postgresUrl();
try {
  for (const [driver, urls] of [
    ['PGlite', { before: undefined, after: undefined }],
    ...(postgres ? [['PostgreSQL', postgres]] : []),
  ]) {
    const was = [];
    const now = [];
    for (let round = 0; round < rounds; round++) {
      was.push(await measureServer(before, basePort, urls.before));
      now.push(await measureServer(after, basePort + 1, urls.after));
    }
    const wasMedian = median(was);
    const nowMedian = median(now);
    console.log(row(`${driver}: before revocation (${BEFORE_REVOCATION})`, wasMedian));
    console.log(row(`${driver}: after (session checked per request)`, nowMedian));
    const change = ((nowMedian.requests.average - wasMedian.requests.average) / wasMedian.requests.average) * 100;
    console.log(`  ${driver}: after is ${change >= 0 ? '+' : ''}${change.toFixed(1)} % against before (median of ${rounds})`);
  }
} finally {
  bare.close();
  await postgres?.drop();
}
