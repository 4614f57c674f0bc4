import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const postgresBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const caddyBin = process.env.CADDY_BIN ?? 'caddy';
export const metricsToken = 'ops-test-metrics-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the operations test needs and does not find, in words (empty when all is there). */
export async function missingParts(): Promise<string[]> {
  const missing: string[] = [];
  const admin = new pg.Client({ connectionString: postgresBase, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    missing.push(`PostgreSQL at ${postgresBase}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    if ((await redis.ping()) !== 'PONG') missing.push(`Redis at ${redisUrl}`);
  } catch {
    missing.push(`Redis at ${redisUrl}`);
  } finally {
    redis.disconnect();
  }
  if (spawnSync(caddyBin, ['version'], { stdio: 'ignore' }).status !== 0) missing.push(`Caddy ("${caddyBin}")`);
  return missing;
}

/** A database of its own for one run, dropped afterwards. */
export async function freshDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
}> {
  const name = `exitcraft_ops_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = Object.assign(new URL(postgresBase), { pathname: `/${name}` }).toString();
  return {
    url,
    async query<T>(sql: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: postgresBase });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

interface Line {
  at: number;
  text: string;
}

/** `npm run cluster` (scripts/cluster.mjs) as a child process, its output kept line by line. */
export class Cluster {
  readonly lines: Line[] = [];
  private readonly child: ChildProcess;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-ops-'));
  private listeners: (() => void)[] = [];
  readonly exit: Promise<number | null>;

  constructor(
    readonly port: number,
    readonly instances: number,
    databaseUrl: string,
  ) {
    this.child = spawn(process.execPath, ['scripts/cluster.mjs', '--instances', String(instances), '--show-upstream'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        METRICS_TOKEN: metricsToken,
        DATA_DIR: this.dataDir,
        // development: the sign-up reads its code from the dev outbox
        NODE_ENV: 'development',
        JWT_SECRET: 'ops-test-secret-ops-test-secret-ops-test-0001',
        LOG_LEVEL: 'warn',
        DRAIN_SECONDS: '2',
        // high enough that the load never meets them, low enough to read them in headers
        RATE_LIMIT_PER_MINUTE: '100000',
        USER_RATE_LIMIT_PER_MINUTE: '10000000',
        ...(process.env.CADDY_BIN ? { CADDY_BIN: process.env.CADDY_BIN } : {}),
        ...(process.env.CADDY_LOG_LEVEL ? { CADDY_LOG_LEVEL: process.env.CADDY_LOG_LEVEL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (stream: NodeJS.ReadableStream | null) => {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const text of parts) this.lines.push({ at: Date.now(), text });
        for (const listener of this.listeners) listener();
      });
    };
    collect(this.child.stdout);
    collect(this.child.stderr);
    this.exit = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  instanceUrl(index: number) {
    return `http://127.0.0.1:${this.port + index}`;
  }

  get supervisorPid() {
    return this.child.pid ?? 0;
  }

  /** Resolves with the first line after `since` that matches; rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, { since = 0, timeoutMs = 90_000 } = {}): Promise<{ at: number; match: RegExpExecArray }> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (const line of this.lines) {
          const match = line.at >= since ? pattern.exec(line.text) : null;
          if (match) {
            done();
            resolve({ at: line.at, match });
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`cluster: no line matching ${pattern} in ${timeoutMs} ms; output:\n${this.output()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((listener) => listener !== check);
      };
      this.listeners.push(check);
      check();
    });
  }

  /** The pid of instance `index` as the supervisor last started it. */
  instancePid(index: number): number {
    const pattern = new RegExp(`instance ${index} starting on port \\d+ \\(pid (\\d+)\\)`);
    const started = this.lines.map((line) => pattern.exec(line.text)).filter((match) => match !== null);
    const last = started.at(-1);
    if (!last) throw new Error(`instance ${index} was never started`);
    return Number(last[1]);
  }

  output() {
    return this.lines.map((line) => line.text).join('\n');
  }

  signal(signal: NodeJS.Signals) {
    this.child.kill(signal);
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    const code = await Promise.race([this.exit, sleep(40_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      this.child.kill('SIGKILL');
      throw new Error(`the cluster did not stop within 40 s; output:\n${this.output()}`);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    return code;
  }
}

export async function until<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const password = 'Harbor#Lights42';

/** Signs a new person up through `base` (the dev outbox gives the code); returns the email. */
export async function signUp(base: string, label: string): Promise<string> {
  const email = `ops-${label}-${Date.now().toString(36)}@example.com`;
  const sent = await fetch(`${base}/send_email_otp/`, json({ email }));
  if (!sent.ok) throw new Error(`send_email_otp answered ${sent.status}: ${await sent.text()}`);
  const otp = await until(async () => {
    const reply = await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json' },
    });
    const { messages } = (await reply.json()) as { messages: { text: string }[] };
    return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  }, 'the sign-up code');
  const verified = await fetch(`${base}/verify_email_otp/`, json({ email, otp }));
  if (!verified.ok) throw new Error(`verify_email_otp answered ${verified.status}`);
  const registered = await fetch(
    `${base}/register/`,
    json({
      email,
      password,
      full_name: 'Ops Founder',
      phone_number: '+14165550148',
      website_name: 'ops.example.com',
      no_linkedin: true,
      came_from_plan: false,
    }),
  );
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  return email;
}

export async function csrfToken(base: string): Promise<string> {
  const reply = await fetch(`${base}/csrf/`);
  return ((await reply.json()) as { csrfToken: string }).csrfToken;
}

/** POST /login/ with its CSRF pair (the cookie from GET /csrf/ echoed in X-CSRFToken). */
export async function tryLogin(base: string, identifier: string, secret: string, csrf?: string) {
  const token = csrf ?? (await csrfToken(base));
  return fetch(`${base}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
    body: JSON.stringify({ identifier, password: secret }),
  });
}

export async function login(base: string, identifier: string): Promise<{ access: string; refresh: string }> {
  const reply = await tryLogin(base, identifier, password);
  if (!reply.ok) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { tokens: { access: string; refresh: string } }).tokens;
}

export interface Outcome {
  method: string;
  start: number;
  end: number;
  ok: boolean;
  status: number;
  upstream: string | null;
  error?: string;
}

export interface LoadSpec {
  url: string;
  init?: RequestInit;
  connections: number;
}

/**
 * Steady load: for each spec, `connections` loops each sending its request one after another
 * until stopped. Every request's outcome is kept with its start and end time.
 */
export function steadyLoad(specs: LoadSpec[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async ({ url, init = {} }: LoadSpec) => {
    const method = init.method ?? 'GET';
    while (running) {
      const start = Date.now();
      try {
        const reply = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
        const body = await reply.text();
        outcomes.push({
          ...(reply.status === 200 ? {} : { error: `${body.slice(0, 200)} ${JSON.stringify([...reply.headers])}` }),
          method,
          start,
          end: Date.now(),
          ok: reply.status === 200,
          status: reply.status,
          upstream: reply.headers.get('x-exitcraft-upstream'),
        });
      } catch (error) {
        outcomes.push({ method, start, end: Date.now(), ok: false, status: 0, upstream: null, error: String(error) });
      }
      // a client that just failed does not hammer: a burst of instant failures would starve the machine
      if (!outcomes.at(-1)?.ok) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = specs.flatMap((spec) => Array.from({ length: spec.connections }, () => loop(spec)));
  return {
    outcomes,
    connections: loops.length,
    /** Resolves once `done(outcomes)` holds (checked every 50 ms); fails after `timeoutMs`, saying `what`. */
    async until(what: string, done: (outcomes: Outcome[]) => boolean, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(outcomes)) {
        if (Date.now() > deadline) throw new Error(`steady load: waited ${timeoutMs} ms for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** GET from a given local address (any of 127.0.0.0/8 reaches the proxy): a client elsewhere. */
export function getFrom(localAddress: string, url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, headers: reply.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}
