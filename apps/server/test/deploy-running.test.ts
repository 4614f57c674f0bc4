import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { appEnvironment, interpolated, read, sampleDotEnv } from './deploy-compose.ts';
import { createTestApp, type TestContext } from './helper.ts';

/*
 * What deploy/ does when run, as far as it runs without Docker: deploy/Caddyfile in a real Caddy in
 * front of the app, and compose's database settings against PostgreSQL's password exchange.
 */

/** A raw GET (the path exactly as written: fetch would normalise `/./` and `//`). */
function rawGet(port: number, requestPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: requestPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(spawnSync('caddy', ['version']).status === 0)('deploy/Caddyfile in front of the app', () => {
  const token = 'metrics-token-for-the-scraper-0001';
  const bearer = { authorization: `Bearer ${token}` };
  let context: TestContext;
  let appPort: number;
  let caddyPort: number;
  let caddy: ChildProcess;
  let caddyHome: string;

  beforeAll(async () => {
    context = await createTestApp({ env: { METRICS_TOKEN: token } });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (context.app.server.address() as AddressInfo).port;
    caddyPort = await freePort();
    caddyHome = mkdtempSync(path.join(tmpdir(), 'exitcraft-deploy-caddy-'));
    // the recipe's Caddyfile as it is, on this machine: its site on a local http port, its two
    // upstreams the one app here, and no admin endpoint (another Caddy may hold :2019)
    const caddyfile = read('deploy/Caddyfile').replace(
      /reverse_proxy app-1:3000 app-2:3000 \{/,
      `reverse_proxy 127.0.0.1:${appPort} {`,
    );
    expect(caddyfile).toContain(`127.0.0.1:${appPort}`);
    const file = path.join(caddyHome, 'Caddyfile');
    writeFileSync(file, `{\n\tadmin off\n}\n\n${caddyfile}`);
    caddy = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        DOMAIN: `http://127.0.0.1:${caddyPort}`,
        HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}`);
      const reply = await rawGet(caddyPort, '/health').catch(() => null);
      if (reply?.status === 200) break;
      if (Date.now() > deadline) throw new Error('Caddy did not pass /health through within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
    await context?.close();
  });

  it('passes the app through but never /metrics, however it is spelled, token or not', async () => {
    // the app itself serves the scraper on the internal network
    const direct = await rawGet(appPort, '/metrics', bearer);
    expect(direct.status).toBe(200);
    expect(direct.body).toContain('# HELP');
    expect((await rawGet(caddyPort, '/ready')).status).toBe(200);
    for (const spelling of [
      '/metrics',
      '/metrics/',
      '/metrics?format=text',
      '/METRICS',
      '/%6Detrics',
      '//metrics',
      '/./metrics',
      '/x/../metrics',
    ]) {
      const reply = await rawGet(caddyPort, spelling, bearer);
      expect(reply.body, spelling).not.toContain('# HELP');
      expect(reply.status, spelling).toBe(404);
    }
  });
});

describe("compose's database settings", () => {
  /**
   * A PostgreSQL server that asks for the password in clear (AuthenticationCleartextPassword) and
   * records what the client sends, then refuses: the password exactly as the app's driver sends it.
   * (The local PostgreSQL trusts every connection, so a connection there would prove nothing.)
   */
  async function passwordCatcher() {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let buffer = Buffer.alloc(0);
      let started = false;
      socket.on('data', (chunk) => {
        buffer = Buffer.concat([buffer, chunk]);
        if (!started && buffer.length >= 4 && buffer.length >= buffer.readInt32BE(0)) {
          started = true;
          buffer = buffer.subarray(buffer.readInt32BE(0));
          const askForPassword = Buffer.alloc(9);
          askForPassword.write('R', 0);
          askForPassword.writeInt32BE(8, 1);
          askForPassword.writeInt32BE(3, 5);
          socket.write(askForPassword);
        }
        if (started && buffer.length >= 5 && buffer[0] === 'p'.charCodeAt(0)) {
          const length = buffer.readInt32BE(1);
          if (buffer.length < 1 + length) return;
          received.push(buffer.subarray(5, length).toString('utf8'));
          const fields = Buffer.from('SFATAL\0C28P01\0Mpassword recorded\0\0', 'utf8');
          const refusal = Buffer.alloc(5);
          refusal.write('E', 0);
          refusal.writeInt32BE(4 + fields.length, 1);
          socket.end(Buffer.concat([refusal, fields]));
        }
      });
      socket.on('error', () => {});
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return { server, port: (server.address() as AddressInfo).port, received };
  }

  it('gets a password with / # ? @ : to PostgreSQL as it was typed in deploy/.env', async () => {
    const password = sampleDotEnv.POSTGRES_PASSWORD ?? '';
    expect(password).toMatch(/[/#?@:]/);
    const env = interpolated(appEnvironment);
    const catcher = await passwordCatcher();
    // compose's DATABASE_URL with its host `postgres` here; PGPASSWORD in the environment, as in the container
    const url = new URL(env.DATABASE_URL ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(catcher.port);
    const before = process.env.PGPASSWORD;
    if (env.PGPASSWORD === undefined) delete process.env.PGPASSWORD;
    else process.env.PGPASSWORD = env.PGPASSWORD;
    try {
      const database = await openDatabase({ url: url.toString(), poolMax: 1 });
      // the catcher refuses once it has the password (drizzle wraps the refusal in its own error)
      await expect(database.ping()).rejects.toThrow();
      await database.close();
    } finally {
      if (before === undefined) delete process.env.PGPASSWORD;
      else process.env.PGPASSWORD = before;
      catcher.server.close();
    }
    expect(catcher.received).toEqual([password]);
  });
});
