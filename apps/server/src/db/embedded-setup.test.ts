import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { embeddedDatabaseDir, openDatabase } from './client.ts';

/*
 * A first start on an empty DATA_DIR, through the real entry point (src/main.ts): the database is
 * created and migrated by a set-up process, then the server opens it (issue 16). Embedded only.
 */
const serverDir = path.join(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      INIT_CWD: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DRAIN_SECONDS: '0',
    },
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited, stderr: () => stderr };
}

describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('a first start on an empty DATA_DIR', () => {
  it('leaves a migrated database with the bundled research, which the server holds and serves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-first-start-'));
    const server = await startServer(dataDir);
    try {
      let status = 0;
      for (let i = 0; i < 600 && status !== 200 && server.child.exitCode === null; i++) {
        status = await fetch(`http://127.0.0.1:${server.port}/ready`).then(
          (reply) => reply.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status, server.stderr()).toBe(200);
      // the set-up process let go of the folder; the server holds it now
      expect(readFileSync(`${embeddedDatabaseDir(dataDir)}.pid`, 'utf8').trim()).toBe(String(server.child.pid));
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.migrationsApplied()).toBe(true);
      const result = (await database.db.execute(sql`select count(*)::int as count from research_categories`)) as {
        rows: { count: number }[];
      };
      expect(result.rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('stops with the reason when the set-up fails, instead of waiting', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-first-start-'));
    mkdirSync(embeddedDatabaseDir(dataDir), { recursive: true });
    // a live process (this one) holds the folder, so the set-up must refuse it
    writeFileSync(`${embeddedDatabaseDir(dataDir)}.pid`, String(process.pid));
    const server = await startServer(dataDir);
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000)),
    ]);
    if (code === 'still running') server.child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(server.stderr()).toMatch(/^Creating the embedded database in \S+ failed \(exit code 1\):/);
    expect(server.stderr()).toContain(`in use by a running Exitcraft process (pid ${process.pid})`);
  }, 90_000);
});
