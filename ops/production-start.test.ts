import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, missingParts, root, until } from './harness.ts';

// The built server (apps/server/dist, as the image runs it) started with NODE_ENV=production:
// each setting production needs, missing in turn, is named in the refusal; with all of them set it
// starts and answers /health. Needs PostgreSQL for the start (CI has it and must run this).
const missing = (await missingParts()).filter((part) => part.startsWith('PostgreSQL'));
if (missing.length > 0 && process.env.CI) throw new Error(`CI is set but ${missing.join(', ')} does not answer`);
if (missing.length > 0) console.warn(`ops/production-start.test.ts skipped: missing ${missing.join(', ')}`);

const serverMain = path.join(root, 'apps/server/dist/main.js');
const port = 4330;
const required = ['DATABASE_URL', 'APP_URL', 'SMTP_URL', 'MAIL_FROM', 'JWT_SECRET', 'STRIPE_SECRET_KEY'];

/** Runs the server until it exits or `stopWhen` says so; resolves with its exit code and output. */
function runServer(env: Record<string, string | undefined>, stopWhen?: () => Promise<boolean>) {
  const child = spawn(process.execPath, [serverMain], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  if (stopWhen) void stopWhen().finally(() => child.kill('SIGTERM'));
  return exited.then((code) => ({ code, output }));
}

describe.skipIf(missing.length > 0)('the built server in production', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  let production: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-production-start-'));
    production = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      APP_URL: 'https://app.exitcraft.com',
      SMTP_URL: 'smtp://127.0.0.1:2',
      MAIL_FROM: 'Exitcraft <hello@exitcraft.com>',
      JWT_SECRET: 'production-start-test-secret-0123456789abcdef',
      STRIPE_SECRET_KEY: 'sk_test_production_start',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
    };
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(required)('refuses to start without %s, and names it', async (name) => {
    const { code, output } = await runServer({ ...production, [name]: undefined });
    expect(code).toBe(1);
    expect(output).toMatch(new RegExp(`^  ${name}: required when NODE_ENV=production`, 'm'));
    // the refusal is the whole story: one message, nothing else named
    for (const other of required.filter((each) => each !== name)) expect(output).not.toContain(`  ${other}:`);
  });

  it('names every missing setting in one message', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', PATH: process.env.PATH, DATA_DIR: dataDir });
    expect(code).toBe(1);
    for (const name of required) expect(output).toContain(`  ${name}: required`);
  });

  it('starts with all of them set', async () => {
    let healthy = false;
    const { code, output } = await runServer(production, async () => {
      await until(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, '/health', 50_000).catch(
        () => false,
      );
      healthy = (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.ok ?? false;
      return healthy;
    });
    expect(healthy, output).toBe(true);
    expect(code, output).toBe(0);
  });
});
