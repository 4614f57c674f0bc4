import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');

/** A copy of the built web app in a temporary folder, which a test may change as a deploy would. */
export function copyOfWebBuild(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'exitcraft-web-'));
  cpSync(process.env.E2E_WEB_DIST ?? path.join(repo, 'apps/web/dist'), copy, { recursive: true });
  return copy;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Turns the build in `webDist` into the next one, as a deploy does: every hashed file under
 * assets/ gets a new name, every page and chunk names the new files, and the old ones are gone
 * (their precompressed copies with them; the server then sends the new files uncompressed).
 * Returns the entry script's new name.
 */
export function deployNextBuild(webDist: string): string {
  const assets = path.join(webDist, 'assets');
  for (const file of filesUnder(webDist)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const next = name.replace(/-([\w-]{8})\.(js|css)$/, '-$1n.$2');
    if (next !== name) renamed.set(name, next);
  }
  for (const file of filesUnder(webDist)) {
    if (!/\.(html|js|css|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [old, fresh] of renamed) next = next.replaceAll(old, fresh);
    if (next !== text) writeFileSync(file, next);
  }
  for (const [old, fresh] of renamed) renameSync(path.join(assets, old), path.join(assets, fresh));
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(
    readFileSync(path.join(webDist, 'index.html'), 'utf8'),
  );
  if (!entry?.[1]) throw new Error('the next build has no entry script');
  return entry[1];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnServer {
  url: string;
  /** Stops this server and starts it again on the same port, data and web folder: a deploy. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /**
   * The host name of its address (and APP_URL): `localhost` for passkeys, which a browser refuses
   * on an IP address. 127.0.0.1 unless given.
   */
  hostname?: 'localhost' | '127.0.0.1';
  /** Arguments of apps/server/test/e2e-seed.ts (staff EMAIL PASSWORD [COUPON:PERCENT…]), run before the start. */
  seed?: string[];
  /** Settings of its own (e.g. STAFF_REQUIRE_SECOND_FACTOR). */
  env?: Record<string, string>;
}

/**
 * The built server on a port and an embedded database of its own, serving `webDist`: for a test
 * that changes what the server serves (a deploy), or changes an account the other tests share (the
 * staff account's second factor), without touching the suite's shared server.
 */
export async function startOwnServer(webDist: string, options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-e2e-own-'));
  if (options.seed) {
    execFileSync('npx', ['tsx', path.join(repo, 'apps/server/test/e2e-seed.ts'), ...options.seed], {
      cwd: path.join(repo, 'e2e'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    });
  }
  const main = path.join(process.env.E2E_SERVER_DIST ?? path.join(repo, 'apps/server/dist'), 'main.js');
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(process.execPath, [main], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        DRAIN_SECONDS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
        NODE_ENV: 'development',
        DATABASE_URL: '',
        ...options.env,
      },
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (up) return;
      if (Date.now() > deadline) throw new Error(`the server at ${url} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    url,
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
