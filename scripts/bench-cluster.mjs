// The authenticated read (GET /extract-user-data/) through the proxy of `npm run cluster` with 1
// and then 2 instances, on PostgreSQL (BENCH_DATABASE_URL, else the local server at
// 127.0.0.1:5432) and Redis (BENCH_REDIS_URL, else 127.0.0.1:6379, if it answers). Prints req/s,
// p99 and the ratio; never passes or fails on time. Skips (saying why) without PostgreSQL or Caddy.
//
// On a machine with fewer cores than instances plus the load generator the ratio says little:
// the instances, Caddy and autocannon share the same cores.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { devMailbox, logIn, signUp } from './bench-member.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_CLUSTER_PORT ?? 4350);
const duration = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const connections = 20;

function redisAnswers(url) {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(redisPort || 6379) });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** `npm run cluster -- --instances N`; resolves once every instance is ready behind the proxy. */
async function startCluster(instances, databaseUrl, redisUrl, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs'), '--instances', String(instances)], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      DATA_DIR: dataDir,
      // development for the dev outbox the sign-up reads its code from; no limit may shape the figure
      NODE_ENV: 'development',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      LOG_LEVEL: 'error',
      DRAIN_SECONDS: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(process.env.CADDY_BIN ? { CADDY_BIN: process.env.CADDY_BIN } : {}),
    },
    // kept, and shown only if it does not come up (Caddy and the instances log their start there)
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        output += chunk;
        if (/all \d+ instances? ready/.test(output)) resolve();
      });
    }
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const row = (label, result) =>
  `  ${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;

const caddy = process.env.CADDY_BIN ?? 'caddy';
if (spawnSync(caddy, ['version'], { stdio: 'ignore' }).status !== 0) {
  console.log(`\n== cluster: skipped, Caddy ("${caddy}") does not run`);
  process.exit(0);
}
const database = await freshPostgresDatabase('cluster');
if (!database.url) {
  console.log('\n== cluster: skipped, no PostgreSQL answers (set BENCH_DATABASE_URL)');
  process.exit(0);
}
const redisCandidate = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUrl = (await redisAnswers(redisCandidate)) ? redisCandidate : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-cluster-'));
const base = `http://127.0.0.1:${port}`;

console.log(
  `\n== GET /extract-user-data/ with a bearer through Caddy (npm run cluster), PostgreSQL${redisUrl ? ' + Redis' : ''}, ${connections} connections, ${duration} s each`,
);
try {
  let email;
  const results = {};
  for (const instances of [1, 2]) {
    const cluster = await startCluster(instances, database.url, redisUrl, dataDir);
    try {
      email ??= (await signUp(base, devMailbox(base), 'cluster')).email;
      const access = await logIn(base, email);
      const headers = { authorization: `Bearer ${access}` };
      await load(`${base}/extract-user-data/`, headers, 1); // warm every instance's path
      results[instances] = await load(`${base}/extract-user-data/`, headers, duration);
      console.log(row(`${instances} instance${instances === 1 ? '' : 's'}`, results[instances]));
    } finally {
      await cluster.stop();
    }
  }
  const ratio = results[2].requests.average / results[1].requests.average;
  console.log(
    `  2 instances give ${ratio.toFixed(2)}x the req/s of 1 (p99 ${results[1].latency.p99} -> ${results[2].latency.p99} ms)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
