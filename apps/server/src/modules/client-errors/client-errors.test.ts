import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { growthOf } from '../../../test/metrics.ts';
import { clientErrorBodyLimit, clientErrorsPerMinute } from './routes.ts';

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ logLines: lines });
});
afterAll(() => ctx.close());

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** Each test reports from its own address, so the per-address limit of one never touches another. */
let address = 0;
const report = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${(address += 1)}`) =>
  ctx.app.inject({ method: 'POST', url: '/client-errors/', payload: payload as object, headers, remoteAddress });
const renderError = {
  kind: 'render',
  message: 'Cannot read properties of undefined (reading "score") at https://app.test/assets/a.js?v=1&email=a@b.c',
  stack: 'TypeError: boom\n    at Result (https://app.test/assets/result-Ab12.js?token=secret:1:200)',
  path: '/dashboard/results/42?email=founder@example.com#top',
  release: 'index-Ab12Cd34.js',
};

describe('POST /client-errors/', () => {
  it('logs one JSON line with the request id and the signed-in caller, without queries, and counts it', async () => {
    const counted = await growthOf(ctx.deps.meters.registry, 'exitcraft_client_errors_total{kind="render"}');
    const { user, accessToken } = await createUser(ctx.deps);
    const requestId = 'client-report-0001';
    const reply = await report(renderError, { authorization: `Bearer ${accessToken}`, 'x-request-id': requestId });
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ request_id: requestId });

    const line = logged().find((entry) => entry.msg === 'client error' && entry.reqId === requestId);
    expect(line).toMatchObject({
      level: 40,
      userId: user.id,
      clientError: {
        kind: 'render',
        message: 'Cannot read properties of undefined (reading "score") at https://app.test/assets/a.js',
        stack: 'TypeError: boom\n    at Result (https://app.test/assets/result-Ab12.js)',
        path: '/dashboard/results/42',
        release: 'index-Ab12Cd34.js',
      },
    });
    const text = lines.join('\n');
    expect(text).not.toContain('founder@example.com');
    expect(text).not.toContain('token=secret');
    expect(await counted()).toBe(1);
  });

  it('takes a report without a bearer, or with a stale one, and logs no user id', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const reply = await report(
        { kind: 'chunk', message: 'Failed to fetch dynamically imported module', path: '/' },
        headers,
      );
      expect(reply.statusCode).toBe(202);
      const line = logged().find((entry) => entry.reqId === reply.json().request_id && entry.msg === 'client error');
      expect(line).toMatchObject({ userId: null, clientError: { kind: 'chunk' } });
    }
  });

  it('refuses what is not a report with 400, and a body past the size cap with 413', async () => {
    const bad = [
      { ...renderError, kind: 'mystery' },
      { ...renderError, message: '' },
      { ...renderError, path: 'dashboard' },
      { ...renderError, message: 'x'.repeat(501) },
      // only the listed fields: free text has no other way in
      { ...renderError, email: 'founder@example.com' },
    ];
    for (const payload of bad) expect((await report(payload)).statusCode).toBe(400);
    const huge = await report({ ...renderError, stack: 'x'.repeat(clientErrorBodyLimit) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it(`takes ${clientErrorsPerMinute} reports a minute from one address, then answers 429`, async () => {
    const from = '10.2.0.1';
    for (let index = 0; index < clientErrorsPerMinute; index += 1) {
      expect((await report(renderError, {}, from)).statusCode).toBe(202);
    }
    const refused = await report(renderError, {}, from);
    expect(refused.statusCode).toBe(429);
    expect((await report(renderError, {}, '10.2.0.2')).statusCode).toBe(202);
  });
});

describe('the access log', () => {
  it('carries the user id of a signed-in caller, and none for a visitor', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const visitor = await ctx.app.inject({ method: 'GET', url: '/health' });
    const access = (reply: typeof visitor) =>
      logged().find((entry) => entry.msg === 'request completed' && entry.reqId === reply.headers['x-request-id']);
    expect(access(signedIn)).toMatchObject({ userId: user.id, res: { statusCode: signedIn.statusCode } });
    expect(access(visitor)).toBeDefined();
    expect(access(visitor)).not.toHaveProperty('userId');
  });
});
