import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDeps } from '../../deps.ts';
import { manualClock } from '../../lib/clock.ts';
import type { App } from '../../lib/http.ts';
import { createTestApp, createUser, testConfig, type TestContext } from '../../../test/helper.ts';
import { refreshGraceMs } from './refresh-tokens.ts';

/** Issue 9, "Sessions": an access token dies with its session, and two tabs never sign the user out. */
const clock = manualClock(new Date('2026-06-01T08:00:00Z'));
let ctx: TestContext;
const env = { RATE_LIMIT_PER_MINUTE: '10000' };

beforeAll(async () => {
  ctx = await createTestApp({ env, overrides: { clock } });
});
afterAll(() => ctx.close());

const me = (app: App | TestContext['app'], access: string) =>
  app.inject({ method: 'GET', url: '/extract-user-data/', headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const logout = (token: string) => ctx.app.inject({ method: 'POST', url: '/logout/', payload: { refresh: token } });

describe('an access token dies with its session', () => {
  it('is refused at once after /logout/, while the user’s other sessions go on', async () => {
    const { user, accessToken, refreshToken } = await createUser(ctx.deps);
    const { issueTokenPair } = await import('./refresh-tokens.ts');
    const laptop = await issueTokenPair(ctx.deps, user.id);
    expect((await me(ctx.app, accessToken)).statusCode).toBe(200);

    expect((await logout(refreshToken)).statusCode).toBe(200);

    const refused = await me(ctx.app, accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'unauthorized' });
    expect((await me(ctx.app, laptop.access)).statusCode).toBe(200);
  });

  it('is refused by a second instance on the same database too', async () => {
    const second = await buildApp(createDeps(testConfig(env), ctx.database, { clock }));
    await second.ready();
    try {
      const { accessToken, refreshToken } = await createUser(ctx.deps);
      expect((await me(second, accessToken)).statusCode).toBe(200);
      await logout(refreshToken);
      expect((await me(second, accessToken)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('is refused when its refresh-token family was revoked for a replay', async () => {
    const { accessToken, refreshToken } = await createUser(ctx.deps);
    const next = (await refresh(refreshToken)).json();
    clock.advance(refreshGraceMs + 1000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    for (const access of [accessToken, next.access]) expect((await me(ctx.app, access)).statusCode).toBe(401);
  });
});

describe('two tabs refreshing with one token', () => {
  it('both get the same successor and the family stays alive', async () => {
    const { refreshToken } = await createUser(ctx.deps);
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh).toBe(b.json().refresh);
    for (const reply of [a, b]) expect((await me(ctx.app, reply.json().access)).statusCode).toBe(200);
    expect((await refresh(a.json().refresh)).statusCode).toBe(200);
  });

  it('a second use inside the window is the same answer; after it, a theft that revokes the family', async () => {
    const { refreshToken } = await createUser(ctx.deps);
    const first = (await refresh(refreshToken)).json();
    clock.advance(refreshGraceMs - 1000);
    const second = await refresh(refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).toBe(first.refresh);

    clock.advance(2000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await me(ctx.app, first.access)).statusCode).toBe(401);
  });

  it('gives no successor once the successor itself was spent', async () => {
    const { refreshToken } = await createUser(ctx.deps);
    const first = (await refresh(refreshToken)).json();
    const newest = (await refresh(first.refresh)).json();
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(newest.refresh)).statusCode).toBe(401);
  });
});

describe('a malformed bearer is a 401, never a 500', () => {
  const key = createSecretKey(Buffer.from(`access:${testConfig().JWT_SECRET}`));
  const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header })
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(key);
  const unsigned = (payload: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(payload),
    ).toString('base64url')}.`;

  it.each([
    ['a sub that is not a uuid', () => sign({ sub: 'not-a-uuid', sid: randomUUID() })],
    ['a sub with a NUL byte', () => sign({ sub: `${randomUUID()}\u0000`, sid: randomUUID() })],
    ['a numeric sub', () => sign({ sub: 42, sid: randomUUID() })],
    ['no session id', () => sign({ sub: randomUUID() })],
    ['a session id that is not a uuid', () => sign({ sub: randomUUID(), sid: "x' or 1=1" })],
    ['an unknown session', () => sign({ sub: randomUUID(), sid: randomUUID() })],
    ['the wrong type', () => sign({ sub: randomUUID(), sid: randomUUID() }, { typ: 'JWT' })],
    ['alg none', async () => unsigned({ sub: randomUUID(), sid: randomUUID(), exp: 4_102_444_800 })],
    ['garbage', async () => 'a.b.c'],
    ['a single word', async () => 'token'],
  ])('%s', async (_name, make) => {
    const reply = await me(ctx.app, await make());
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'unauthorized' });
  });
});

describe('replies that carry or depend on a credential are never cached', () => {
  it('says no-store on every auth endpoint and every signed-in route, whatever the request sends', async () => {
    const routes = ctx.app.routeTable.filter((route) => route.config?.credentials || route.authenticated);
    const paths = routes.map((route) => route.url);
    for (const expected of [
      '/login/',
      '/register/',
      '/verify_email_otp/',
      '/verify-otp/',
      '/reset-password/',
      '/logout/',
      '/api/token/refresh/',
      '/csrf/',
      '/extract-user-data/',
      '/coupons/',
      '/payment-status/',
    ]) {
      expect(paths).toContain(expected);
    }
    for (const route of routes) {
      // no Authorization header: the reply is a 4xx, and still not cacheable
      const reply = await ctx.app.inject({
        method: route.method,
        url: route.url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(reply.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });
});
