import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { createTestApp, testConfig, type TestContext } from '../../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /ready', () => {
  it('answers ready when the database answers and every migration is applied', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 at once while the instance drains for a shutdown, and /health still says alive', async () => {
    ctx.deps.lifecycle.draining = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'service_unavailable', message: 'This instance is shutting down.' });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      ctx.deps.lifecycle.draining = false;
    }
  });

  it('answers 503 on a database whose migrations are not applied yet', async () => {
    const database = await openDatabase({});
    const app = await buildApp(createDeps(testConfig(), database));
    try {
      const reply = await app.inject({ method: 'GET', url: '/ready' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ message: 'The database schema is not up to date yet.' });
      await database.migrate();
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
