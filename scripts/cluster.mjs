// npm run cluster: the built app as N instances behind Caddy, supervised.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--instances N] [--show-upstream]
//   npm run cluster -- --rolling-restart     (asks the running cluster on PORT to restart its instances)
//
// - Instance i (1…N) listens on 127.0.0.1:PORT+i; Caddy listens on HOST:PORT (defaults 0.0.0.0:3000)
//   and proxies to every instance: active health checks on /ready every second, a failed
//   connection takes an instance out at once (passive health) and the request is retried on
//   another, the client address goes in X-Forwarded-For (instances get TRUST_PROXY=127.0.0.1) and
//   every request carries an X-Request-Id (the client's when well formed, else one Caddy makes).
// - Supervision: an instance that exits for any reason is started again on its port, after a
//   back-off that doubles (0.5 s … 30 s) while it keeps dying young; it rejoins once /ready answers.
// - Rolling restart: SIGUSR2 to the supervisor (what --rolling-restart sends, using the pid file)
//   first starts an extra instance on PORT+N+1, then sends SIGTERM to one instance at a time (it
//   turns unready, drains DRAIN_SECONDS, exits), starts it again, moves on once the proxy sends the
//   fresh one requests, and at the end stops the extra one the same way.
// - SIGINT / SIGTERM: every instance gets SIGTERM and drains, then Caddy stops, then this exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { serverEnv, serverMain, serverNodeFlags } from './server-flags.mjs';

const instancePreload = pathToFileURL(path.join(import.meta.dirname, 'cluster-instance.mjs')).href;

/** How often Caddy asks each instance's /ready; a draining instance is out within about this. */
const healthIntervalMs = 1000;
const firstRestartDelayMs = 500;
const maxRestartDelayMs = 30_000;
/** An instance that lived this long before exiting restarts after the first delay again. */
const stableAfterMs = 30_000;

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    'rolling-restart': { type: 'boolean', default: false },
    'show-upstream': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const pidFile = path.join(tmpdir(), `exitcraft-cluster-${port}.pid`);

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

if (args.help) {
  console.log(
    readFileSync(import.meta.filename, 'utf8')
      .split('\nimport ')[0]
      .replace(/^\/\/ ?/gm, ''),
  );
  process.exit(0);
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);

if (args['rolling-restart']) {
  let pid;
  try {
    pid = readPidFile().supervisor;
    process.kill(pid, 'SIGUSR2');
  } catch {
    fail(`no cluster is running on PORT=${port} (no live supervisor in ${pidFile})`);
  }
  console.log(`cluster: rolling restart requested from supervisor ${pid}; it logs each instance as it comes back`);
  process.exit(0);
}

const count = Number(args.instances);
if (!Number.isInteger(count) || count < 1 || count > 32)
  fail(`--instances must be a whole number from 1 to 32, not "${args.instances}"`);
if (port + count + 1 > 65535) fail(`PORT ${port} leaves no room for ${count} instance ports above it`);
if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is required: several instances must share one PostgreSQL database ' +
      '(the embedded PGlite database belongs to a single process; use `npm start` for that). ' +
      'Example: DATABASE_URL=postgres://user@127.0.0.1:5432/exitcraft REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
}
const caddy = process.env.CADDY_BIN ?? 'caddy';
if (spawnSync(caddy, ['version'], { stdio: 'ignore' }).status !== 0) {
  fail(
    `Caddy is needed as the proxy and "${caddy}" does not run: install it (Debian: apt-get install caddy) or set CADDY_BIN`,
  );
}
if (!process.env.REDIS_URL) {
  log(
    'warning: REDIS_URL is not set, so each instance keeps its own rate-limit counts (N instances allow N times the limit)',
  );
}

function log(message) {
  console.log(`[cluster ${new Date().toISOString()}] ${message}`);
}

const { build } = await import('./build.mjs');
build({ ifStale: true });
if (!existsSync(serverMain)) fail(`the build did not produce ${serverMain}`);

/**
 * Every instance must sign and check tokens with the same secret. Without JWT_SECRET (development)
 * the app keeps one in DATA_DIR/jwt-secret; it is read or made here, once, before any instance
 * starts, so instances starting together cannot each write their own.
 */
function sharedJwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const drainSeconds = Number(process.env.DRAIN_SECONDS ?? 5);
const instanceEnv = {
  ...serverEnv,
  ...process.env,
  HOST: '127.0.0.1',
  // links in email and redirects name the proxy, not an instance
  APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
  // the client address comes from Caddy's X-Forwarded-For, and only Caddy's is believed
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: sharedJwtSecret(),
};

const newInstance = (index) => ({
  index,
  port: port + index,
  child: null,
  ready: false,
  startedAt: 0,
  delay: firstRestartDelayMs / 2,
  timer: null,
  /** set by the rolling restart: the exit is wanted, start again at once */
  replacing: false,
  waiters: [],
  /** the surge instance of a rolling restart: not restarted when it exits */
  temporary: false,
});
const instances = Array.from({ length: count }, (_, i) => newInstance(i + 1));
/**
 * PORT+N+1: only runs during a rolling restart, so the proxy keeps N instances in rotation while
 * one at a time is replaced (Caddy 2.6 answers a POST 503 at once, without retrying, whenever it
 * finds no instance available: one instance left alone must never be the whole cluster).
 */
const surge = { ...newInstance(count + 1), temporary: true };
const everyInstance = [...instances, surge];

let stopping = false;

function startInstance(instance) {
  instance.timer = null;
  if (stopping) return;
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', instancePreload, serverMain], {
    cwd: process.cwd(),
    env: { ...instanceEnv, PORT: String(instance.port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // its own process group: Ctrl-C reaches the supervisor only, which then stops it with SIGTERM
    detached: true,
  });
  instance.child = child;
  instance.ready = false;
  instance.startedAt = Date.now();
  log(`instance ${instance.index} starting on port ${instance.port} (pid ${child.pid})`);
  child.on('error', (error) => log(`instance ${instance.index}: ${error.message}`));
  child.on('exit', (code, signal) => {
    instance.child = null;
    instance.ready = false;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping || instance.temporary) {
      log(`instance ${instance.index} (pid ${child.pid}) stopped (${how})`);
      for (const resolve of instance.waiters.splice(0)) resolve();
      return;
    }
    if (instance.replacing) {
      instance.replacing = false;
      log(`instance ${instance.index} (pid ${child.pid}) stopped for the rolling restart (${how})`);
      startInstance(instance);
      return;
    }
    const lived = Date.now() - instance.startedAt;
    instance.delay = lived >= stableAfterMs ? firstRestartDelayMs : Math.min(instance.delay * 2, maxRestartDelayMs);
    log(
      `instance ${instance.index} (pid ${child.pid}) exited (${how}) after ${(lived / 1000).toFixed(1)} s; ` +
        `starting it again in ${(instance.delay / 1000).toFixed(1)} s`,
    );
    instance.timer = setTimeout(() => startInstance(instance), instance.delay);
  });
  void watchReadiness(instance, child);
}

/** Polls the fresh instance's /ready until it answers 200 (or the process is gone). */
async function watchReadiness(instance, child) {
  while (instance.child === child && !stopping) {
    try {
      const reply = await fetch(`http://127.0.0.1:${instance.port}/ready`, { signal: AbortSignal.timeout(2000) });
      if (reply.status === 200 && instance.child === child) {
        // Caddy asks /ready on its own clock (and a failed connection keeps an instance out for
        // a while): it is "ready" here once the proxy sends it requests again
        if (!(await inRotation(instance, child))) continue;
        instance.ready = true;
        log(
          `instance ${instance.index} ready on port ${instance.port} (pid ${child.pid}, ${((Date.now() - instance.startedAt) / 1000).toFixed(1)} s)`,
        );
        for (const resolve of instance.waiters.splice(0)) resolve();
        if (!instance.temporary && instances.every((each) => each.ready))
          log(`all ${count} instance${count === 1 ? '' : 's'} ready behind http://${host}:${port}`);
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

const proxyHost = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

/**
 * Asks /ready through the proxy until the instance that answers is this one (Caddy names it in
 * X-Exitcraft-Upstream): then the proxy has it in rotation. False when the process is gone meanwhile.
 */
async function inRotation(instance, child) {
  const expected = `127.0.0.1:${instance.port}`;
  const deadline = Date.now() + 30_000;
  while (instance.child === child && !stopping) {
    try {
      const reply = await fetch(`http://${proxyHost}:${port}/ready`, { signal: AbortSignal.timeout(2000) });
      await reply.arrayBuffer();
      if (reply.headers.get('x-exitcraft-upstream') === expected) return true;
    } catch {
      // the proxy is not listening yet
    }
    if (Date.now() > deadline) {
      log(`warning: instance ${instance.index} is ready but the proxy has not sent it a request in 30 s`);
      return true;
    }
    await sleep(100);
  }
  return false;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** {supervisor, caddy} pids of the cluster on this PORT: what --rolling-restart signals. */
function readPidFile() {
  try {
    return JSON.parse(readFileSync(pidFile, 'utf8'));
  } catch {
    return {};
  }
}

function writePidFile() {
  writeFileSync(pidFile, JSON.stringify({ supervisor: process.pid, caddy: caddyProcess?.pid ?? null }));
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const untilReady = (instance) =>
  instance.ready ? Promise.resolve() : new Promise((resolve) => instance.waiters.push(resolve));

function caddyfile() {
  const upstreams = everyInstance.map((instance) => `127.0.0.1:${instance.port}`).join(' ');
  return `{
	admin off
	auto_https off
	log {
		level ${process.env.CADDY_LOG_LEVEL ?? 'WARN'}
	}
}

http://:${port} {
	bind ${host}
	# the client's request id when it is one the app accepts, else a fresh one: the same id then
	# reaches the instance, its log lines and the reply
	@noRequestId not header_regexp X-Request-Id ^[A-Za-z0-9_-]{8,64}$
	request_header @noRequestId X-Request-Id {http.request.uuid}
	# X-Exitcraft-Upstream names the instance that answered; replies other than /ready lose it
	# (unless --show-upstream): the supervisor asks /ready through the proxy to see that the proxy
	# has an instance back in rotation${args['show-upstream'] ? '' : '\n\t@notReady not path /ready\n\theader @notReady -X-Exitcraft-Upstream'}
	reverse_proxy ${upstreams} {
		# the instance with the fewest requests in flight. Not round_robin: in Caddy 2.6 its pick can
		# skip the one available instance while others are down and answer 503 "no upstreams"
		lb_policy least_conn
		# a request that cannot reach an instance (or a GET cut off by one dying) is tried on another
		lb_try_duration 5s
		lb_try_interval 100ms
		# passive health: one failed connection keeps an instance out for 5 s
		fail_duration 5s
		max_fails 1
		# active health: /ready every second; a draining instance answers 503 and is out
		health_uri /ready
		health_interval ${healthIntervalMs / 1000}s
		health_timeout 2s
		health_status 200
		header_down X-Exitcraft-Upstream {http.reverse_proxy.upstream.hostport}
	}
}
`;
}

let caddyProcess = null;
const caddyHome = mkdtempSync(path.join(tmpdir(), 'exitcraft-cluster-caddy-'));

function startCaddy() {
  const child = spawn(caddy, ['run', '--config', '-', '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: caddyHome, XDG_CONFIG_HOME: caddyHome, XDG_DATA_HOME: caddyHome },
    stdio: ['pipe', 'inherit', 'inherit'],
    detached: true,
  });
  child.stdin.end(caddyfile());
  child.on('error', (error) => log(`caddy: ${error.message}`));
  child.on('exit', (code, signal) => {
    caddyProcess = null;
    if (stopping) return;
    log(
      `caddy exited (${signal ? `signal ${signal}` : `code ${code}`}): the cluster cannot serve without its proxy, stopping`,
    );
    void stop(1);
  });
  caddyProcess = child;
  writePidFile();
  log(
    `caddy (pid ${child.pid}) proxies http://${host}:${port} to ${instances.map((each) => each.port).join(', ')} ` +
      `(and ${surge.port} during a rolling restart)`,
  );
}

const exited = (child, timeoutMs) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

let rolling = false;

async function rollingRestart() {
  if (stopping) return;
  if (rolling) {
    log('a rolling restart is already under way');
    return;
  }
  rolling = true;
  log(`rolling restart: one instance at a time, with instance ${surge.index} serving meanwhile`);
  try {
    await Promise.all(instances.map(untilReady));
    if (stopping) return;
    startInstance(surge);
    await untilReady(surge);
    for (const instance of instances) {
      // never take one down while the others are not serving
      await Promise.all(instances.map(untilReady));
      if (stopping) return;
      const child = instance.child;
      if (!child) continue;
      instance.replacing = true;
      child.kill('SIGTERM');
      await exited(child, (drainSeconds + 15) * 1000);
      if (stopping) return;
      await untilReady(instance);
    }
    const extra = surge.child;
    if (extra) {
      extra.kill('SIGTERM');
      await exited(extra, (drainSeconds + 15) * 1000);
    }
    log('rolling restart done');
  } finally {
    rolling = false;
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: instances drain, then the proxy stops');
  const running = [];
  for (const instance of everyInstance) {
    if (instance.timer) clearTimeout(instance.timer);
    for (const resolve of instance.waiters.splice(0)) resolve();
    if (instance.child) {
      running.push(instance.child);
      instance.child.kill('SIGTERM');
    }
  }
  const results = await Promise.all(running.map((child) => exited(child, (drainSeconds + 15) * 1000)));
  running.forEach((child, i) => {
    if (!results[i]) child.kill('SIGKILL');
  });
  if (caddyProcess) {
    const proxy = caddyProcess;
    proxy.kill('SIGTERM');
    if (!(await exited(proxy, 10_000))) proxy.kill('SIGKILL');
  }
  rmSync(caddyHome, { recursive: true, force: true });
  rmSync(pidFile, { force: true });
  log('stopped');
  process.exit(code);
}

// a crash of the supervisor itself must not leave processes behind holding the ports
process.on('exit', () => {
  for (const instance of everyInstance) instance.child?.kill('SIGKILL');
  caddyProcess?.kill('SIGKILL');
  rmSync(caddyHome, { recursive: true, force: true });
  if (readPidFile().supervisor === process.pid) rmSync(pidFile, { force: true });
});
// a second Ctrl-C does not wait for the drain
const onStopSignal = () => {
  if (!stopping) return void stop(0);
  log('stopping now, without waiting for the drain');
  process.exit(1); // the exit handler kills what runs
};
process.on('SIGINT', onStopSignal);
process.on('SIGTERM', onStopSignal);
process.on('SIGUSR2', () => void rollingRestart());

const previous = existsSync(pidFile) ? readPidFile() : {};
if (previous.supervisor && alive(previous.supervisor)) {
  fail(`a cluster already runs on PORT=${port} (supervisor pid ${previous.supervisor})`);
}
// a supervisor killed with SIGKILL leaves its Caddy behind (its instances stop by themselves)
if (previous.caddy && alive(previous.caddy) && /caddy/.test(commandOf(previous.caddy))) {
  log(`stopping the proxy (pid ${previous.caddy}) a killed cluster left on port ${port}`);
  process.kill(previous.caddy, 'SIGTERM');
  await sleep(1000);
}
writePidFile();
log(`starting ${count} instance${count === 1 ? '' : 's'} and the proxy on port ${port}`);
// started together: migrations run once under their advisory lock, the others wait for it
for (const instance of instances) startInstance(instance);
startCaddy();
