// What each of the server's memory settings (scripts/server-flags.mjs, decision 019) is worth on the
// Node that runs this script: the built server started with all of them, none, and each alone, in
// turn and interleaved, on PostgreSQL (one fresh database, migrated by the first start) and on a
// fresh PGlite folder each time (a cold start). Prints the RSS of its process tree 2 s after /health
// answers and the peak during GET /health under load. A start-only probe: bench-server.mjs
// (BENCH_WITHOUT_SERVER_FLAGS=1 for none) has the members, the reads and the writes.
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (2), BENCH_SERVER_PORT (3500), BENCH_DATABASE_URL,
// BENCH_VARIANTS (comma-separated names, default all of them), BENCH_EXTRA_FLAGS (adds a variant:
// every setting plus these Node flags).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServerEnv, sampleTreeRss, stopApp, treeRss, waitForHealth } from './bench-app.mjs';
import { freshPostgresDatabase } from './bench-postgres.mjs';
import { serverEnv, serverMain, serverNodeFlags } from './server-flags.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const port = Number(process.env.BENCH_SERVER_PORT ?? 3500);
const MiB = 1024 * 1024;
const mib = (bytes) => (bytes / MiB).toFixed(0);

/** name -> [node flags, environment] */
const variants = new Map([
  ['all', [serverNodeFlags, serverEnv]],
  ['none', [[], {}]],
  ...serverNodeFlags.map((flag) => [flag, [[flag], {}]]),
  ...Object.entries(serverEnv).map(([name, value]) => [`${name}=${value}`, [[], { [name]: value }]]),
]);
if (process.env.BENCH_EXTRA_FLAGS) {
  const extra = process.env.BENCH_EXTRA_FLAGS.split(' ');
  variants.set(`all ${extra.join(' ')}`, [[...serverNodeFlags, ...extra], serverEnv]);
}
const chosen = process.env.BENCH_VARIANTS?.split(',');
for (const name of variants.keys()) if (chosen && !chosen.includes(name)) variants.delete(name);

async function measure(flags, extraEnv, databaseUrl, dataDir) {
  const env = benchServerEnv({
    port,
    dataDir,
    databaseUrl,
    extra: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      SMTP_URL: 'smtp://127.0.0.1:2',
    },
  });
  const child = spawn(process.execPath, [...flags, serverMain], { env: { ...extraEnv, ...env }, stdio: 'ignore' });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 180_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = treeRss(child.pid);
    const memory = sampleTreeRss(child.pid);
    await new Promise((resolve, reject) =>
      autocannon({ url: `http://127.0.0.1:${port}/health`, connections: 10, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
    return { idle, peak: memory.stop() };
  } finally {
    await stopApp(child);
  }
}

console.log(`== Memory settings one by one: Node ${process.version}, ${os.cpus().length} CPUs, ${rounds} rounds`);
const postgres = await freshPostgresDatabase('flags');
const work = mkdtempSync(path.join(os.tmpdir(), 'exitcraft-bench-flags-'));
const results = new Map();
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [name, [flags, extraEnv]] of variants) {
      for (const driver of postgres.url ? ['PostgreSQL', 'PGlite'] : ['PGlite']) {
        const dataDir = mkdtempSync(path.join(work, 'data-'));
        const figures = await measure(flags, extraEnv, driver === 'PostgreSQL' ? postgres.url : undefined, dataDir);
        const key = `${driver} ${name}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(
          `   round ${round}: ${key}: idle ${mib(figures.idle)} MiB, peak ${mib(figures.peak)} MiB; load average ${os.loadavg()[0].toFixed(1)}`,
        );
      }
    }
  }
} finally {
  await postgres.drop?.();
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${'variant'.padEnd(60)} idle MiB (each round)   peak under GET /health`);
for (const [key, runs] of results) {
  console.log(
    `${key.padEnd(60)} ${runs
      .map((run) => mib(run.idle))
      .join(', ')
      .padEnd(22)}   ${runs.map((run) => mib(run.peak)).join(', ')}`,
  );
}
