import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helper.ts';
import { isValidCsrfPair } from './lib/csrf.ts';

let ctx: TestContext;
const webDist = mkdtempSync(path.join(tmpdir(), 'exitcraft-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist });
});
afterAll(() => ctx.close());

describe('GET /health', () => {
  it('answers ok after checking the database', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });
});

describe('the built web app', () => {
  it('serves index.html for a page route, with the CSRF cookie and a strict CSP', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/pricing-plan', headers: { accept: 'text/html' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root">');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    const cookie = reply.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toBeTruthy();
    expect(isValidCsrfPair(ctx.deps.config.JWT_SECRET, cookie?.value, cookie?.value)).toBe(true);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/no/such/api/',
      headers: { accept: 'application/json' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      code: 'not_found',
      message: 'No route GET /no/such/api/.',
      error: 'No route GET /no/such/api/.',
      status: 'error',
    });
  });
});

describe('framing and the API documentation', () => {
  it('sends one framing policy: frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of ['/health', '/pricing-plan', '/docs']) {
      const reply = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(reply.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves /docs under the app’s own CSP', async () => {
    const app = await ctx.app.inject({ method: 'GET', url: '/health' });
    for (const url of ['/docs', '/docs/json', '/docs/static/swagger-initializer.js']) {
      const reply = await ctx.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-security-policy'], url).toBe(app.headers['content-security-policy']);
    }
  });
});

describe('errors', () => {
  it('turns invalid JSON into a 400 with a message', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json().message).toBeTruthy();
    expect(reply.body).not.toContain('at ');
  });
});

describe('GET /health when the database is gone', () => {
  it('answers 503 with a message, and shares one check among concurrent requests', async () => {
    const context = await createTestApp();
    let pings = 0;
    const ping = context.deps.database.ping;
    context.deps.database.ping = async () => {
      pings += 1;
      await ping();
      throw new Error('connection refused');
    };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => context.app.inject({ method: 'GET', url: '/health' })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(replies[0]?.json()).toEqual({
      code: 'service_unavailable',
      message: 'The database is not reachable.',
      error: 'The database is not reachable.',
      status: 'error',
    });
    expect(replies[0]?.headers['retry-after']).toBe('5');
    expect(pings).toBeLessThan(5);
    await context.close();
  });
});

describe('CORS', () => {
  const preflight = (context: TestContext, origin: string) =>
    context.app.inject({
      method: 'OPTIONS',
      url: '/extract-user-data/',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('is off unless CORS_ORIGINS is set', async () => {
    const reply = await preflight(ctx, 'https://elsewhere.example');
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the listed origins only', async () => {
    const context = await createTestApp({
      env: { CORS_ORIGINS: 'https://app.exitcraft.example, https://admin.exitcraft.example' },
    });
    const allowed = await preflight(context, 'https://admin.exitcraft.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.exitcraft.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    const refused = await preflight(context, 'https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    await context.close();
  });
});
