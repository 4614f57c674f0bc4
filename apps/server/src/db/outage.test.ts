import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../deps.ts';
import type { App } from '../lib/http.ts';
import { createUser, testConfig } from '../../test/helper.ts';
import { openDatabase, type Database } from './client.ts';
import { classifyDatabaseError } from './errors.ts';

/** Issue 9, "Outages": the database going away is a quick 503 with Retry-After, and healing is automatic. */
describe('classifying database errors', () => {
  const withCode = (code: string, message = 'db') => Object.assign(new Error(message), { code });
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

  it.each(['22021', '22P02', '22001', '22003'])('class 22 (%s) is bad data, also when wrapped', (code) => {
    expect(classifyDatabaseError(withCode(code))).toBe('bad-data');
    expect(classifyDatabaseError(wrapped(withCode(code)))).toBe('bad-data');
  });

  it.each(['08006', '08001', '57P01', '57P03', '57014', '55P03', 'ECONNREFUSED'])('%s is unavailable', (code) => {
    expect(classifyDatabaseError(wrapped(withCode(code)))).toBe('unavailable');
  });

  it('a pool with no connection free in time is unavailable', () => {
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
  });

  it.each(['23505', '42P01'])('other errors (%s) are left to the caller', (code) => {
    expect(classifyDatabaseError(withCode(code))).toBeNull();
    expect(classifyDatabaseError('not an error')).toBeNull();
  });
});

// Taking a database away and giving it back needs a server to do it to: PostgreSQL only.
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('when PostgreSQL stops accepting connections', () => {
  const base = process.env.TEST_DB_DRIVER === 'postgres' ? inject('postgresUrl') : '';
  const name = `exitcraft_outage_${randomUUID().slice(0, 8)}`;
  let admin: pg.Client;
  let database: Database;
  let app: App;
  let accessToken: string;

  const url = () => {
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  const allowConnections = async (allow: boolean) => {
    await admin.query(`alter database "${name}" allow_connections ${allow}`);
    if (!allow) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    }
  };
  const timed = async (request: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>) => {
    const started = performance.now();
    const reply = await request();
    return { reply, ms: performance.now() - started };
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    database = await openDatabase({ url: url(), poolMax: 4, acquireTimeoutMs: 2000, statementTimeoutMs: 1500 });
    await database.migrate();
    const deps = createDeps(testConfig({ RATE_LIMIT_PER_MINUTE: '10000' }), database);
    app = (await buildApp(deps)) as unknown as App;
    await app.ready();
    accessToken = (await createUser(deps)).accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  const me = () =>
    app.inject({ method: 'GET', url: '/extract-user-data/', headers: { authorization: `Bearer ${accessToken}` } });

  it('answers 503 with Retry-After within 5 s while it is gone, and recovers by itself', async () => {
    expect((await me()).statusCode).toBe(200);
    await allowConnections(false);

    const during = await timed(me);
    expect(during.reply.statusCode).toBe(503);
    expect(during.reply.headers['retry-after']).toBeDefined();
    expect(during.ms).toBeLessThan(5000);
    const health = await timed(() => app.inject({ method: 'GET', url: '/health' }));
    expect(health.reply.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(5000);

    await allowConnections(true);
    await expect.poll(async () => (await me()).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers 503 within the statement timeout when a lock is held, instead of hanging', async () => {
    const holder = new pg.Client({ connectionString: url() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table refresh_tokens in access exclusive mode');
      const during = await timed(me);
      expect(during.reply.statusCode).toBe(503);
      expect(during.ms).toBeLessThan(5000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await me()).statusCode).toBe(200);
  });
});
