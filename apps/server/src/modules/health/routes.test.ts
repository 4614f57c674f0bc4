import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { healthReuseMs } from './routes.ts';
import { createTestApp, testConfig, type TestContext } from '../../../test/helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /health', () => {
  it('asks the database at most once a second, and shows an outage once that second is over', async () => {
    const context = await createTestApp();
    // the second is the app's clock (performance.now), stopped here: however slow the machine, the
    // five checks fall inside it, and it is over exactly when the test moves the clock on
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let pings = 0;
      let reachable = true;
      const ping = context.deps.database.ping;
      context.deps.database.ping = async () => {
        pings += 1;
        if (!reachable) throw new Error('connection refused');
        await ping();
      };
      const health = () => context.app.inject({ method: 'GET', url: '/health' });
      for (let i = 0; i < 5; i++) expect((await health()).statusCode).toBe(200);
      expect(pings).toBe(1);

      reachable = false;
      vi.advanceTimersByTime(healthReuseMs + 1);
      expect((await health()).statusCode).toBe(503);
      // a failure is never reused: the next check asks again, and sees the database is back
      reachable = true;
      expect((await health()).statusCode).toBe(200);
      expect(pings).toBe(3);
    } finally {
      vi.useRealTimers();
      await context.close();
    }
  });
});

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
