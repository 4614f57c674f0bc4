// The built server as the benches run it: start it, wait until /health answers, stop it, and read
// the memory of its process tree. One place, so a change to how the server is launched (node
// flags) reaches every bench: bench-server, bench-community and bench-staff start it here; bench.mjs
// times `npm start` itself but waits and stops through here; bench-cluster starts `npm run cluster`,
// which launches the instances with the same flags (server-flags.mjs).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, serverMain, serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The environment a bench gives the server on `port` with its own `dataDir` (and PostgreSQL at
 * `databaseUrl`, else the embedded database): development for the dev outbox a sign-up reads its
 * code from, and limits so high that none shapes the figure. `extra` adds or overrides.
 */
export function benchServerEnv({ port, dataDir, databaseUrl, extra = {} }) {
  return {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // read only by a production server (a bench that sets NODE_ENV=production in `extra`)
    EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
    MAIL_FROM: 'Exitcraft <bench@exitcraft.com>',
    LOG_LEVEL: 'error',
    DRAIN_SECONDS: '0',
    NODE_ENV: 'development',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    RATE_LIMIT_PER_MINUTE: '100000000',
    USER_RATE_LIMIT_PER_MINUTE: '100000000',
    ...extra,
  };
}

/**
 * BENCH_WITHOUT_SERVER_FLAGS=1 starts the server with plain `node` (no serverNodeFlags, no
 * serverEnv): the comparison decision 019 keeps its flags by, to rerun on a new Node.
 */
const withoutServerFlags = process.env.BENCH_WITHOUT_SERVER_FLAGS === '1';
/**
 * BENCH_PROFILE_DIR=DIR writes a V8 CPU profile of each server the bench starts into DIR when it
 * stops (node --cpu-prof): where a slow endpoint's time goes (issue 33). Open it in Chrome's DevTools.
 */
const profileFlags = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];

/** Spawns the built server the way it ships (`npm run serve`: its node flags and environment). */
export function spawnServer(env, stdio) {
  const flags = [...(withoutServerFlags ? [] : serverNodeFlags), ...profileFlags];
  const extraEnv = withoutServerFlags ? {} : serverEnv;
  return spawn(process.execPath, [...flags, serverMain], { cwd: root, env: { ...extraEnv, ...env }, stdio });
}

/** How this process starts the server, for a bench's header line. */
export const serverLaunch = withoutServerFlags
  ? 'server started without the flags of server-flags.mjs (BENCH_WITHOUT_SERVER_FLAGS=1)'
  : `server started with ${[...serverNodeFlags, ...Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`)].join(' ')}`;

/**
 * Starts the server with `env` (PORT and HOST included) and resolves once GET /health answers 2xx;
 * `stop()` sends SIGTERM and waits for the exit. Its stdout and stderr go to `logFile` (appended),
 * as a container's log pipe would take them, or to the terminal with `inheritOutput` (a bench that
 * runs the server at LOG_LEVEL=error, so that only its errors show), or else nowhere.
 */
export async function startApp(env, { logFile, inheritOutput = false, timeoutMs } = {}) {
  const fd = logFile ? openSync(logFile, 'a') : inheritOutput ? 'inherit' : 'ignore';
  const child = spawnServer(env, ['ignore', fd, fd]);
  if (typeof fd === 'number') closeSync(fd); // the child holds its own copy
  const base = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}`;
  try {
    await waitForHealth(base, child, timeoutMs);
  } catch (error) {
    await stopApp(child);
    throw error;
  }
  return { child, base, stop: () => stopApp(child) };
}

/** Resolves once `${base}/health` answers 2xx; throws if the process exits first or 60 s pass. */
export async function waitForHealth(base, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app stopped (exit ${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${base}/health did not answer within ${timeoutMs / 1000} s`);
}

export async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The process and every descendant (through /proc/PID/task/*\/children), so a child cannot hide. */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pids[i]}/task`);
    } catch {
      continue; // gone meanwhile
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return pids;
}

/** Sum of VmRSS over the process and its descendants, in bytes (Linux /proc). */
export function treeRss(pid) {
  let total = 0;
  for (const each of processTree(pid)) {
    try {
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // exited between the listing and the read
    }
  }
  return total;
}

/** Samples treeRss(pid) every `everyMs`; stop() returns the highest sample. */
export function sampleTreeRss(pid, everyMs = 100) {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}
