import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { loginRequest, registerThroughApi, sturdyPassword } from '../../../test/accounts.ts';
import { createTestApp, type TestContext, uniqueEmail } from '../../../test/helper.ts';
import { type SmtpListener, startSmtpListener } from '../../../test/smtp.ts';

describe('refresh tokens and logout', () => {
  let smtp: SmtpListener;
  let context: TestContext;
  const clock = manualClock();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    context = await createTestApp({
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '10000' },
      overrides: { clock },
    });
  });
  afterAll(async () => {
    await context.close();
    await smtp.close();
  });

  const refresh = (token: string) =>
    context.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const me = (access: string) =>
    context.app.inject({ method: 'GET', url: '/extract-user-data/', headers: { authorization: `Bearer ${access}` } });

  it('rotates: each refresh token works once and gives the next one', async () => {
    const { tokens } = await registerThroughApi(context, smtp, uniqueEmail('rotate'));
    const first = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const next = first.json();
    expect(next.refresh).not.toBe(tokens.refresh);
    expect((await me(next.access)).statusCode).toBe(200);
    const second = await refresh(next.refresh);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is replayed', async () => {
    const { tokens } = await registerThroughApi(context, smtp, uniqueEmail('replay'));
    const rotated = (await refresh(tokens.refresh)).json();
    const newest = (await refresh(rotated.refresh)).json();

    const replay = await refresh(tokens.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 'error', message: messages.sessionExpired });
    // the thief's copy is dead, and so is the legitimate newest token
    expect((await refresh(newest.refresh)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone on replay', async () => {
    const email = uniqueEmail('two-devices');
    const { tokens } = await registerThroughApi(context, smtp, email);
    const laptop = (await loginRequest(context.app, email, sturdyPassword)).json().tokens;
    await refresh(tokens.refresh);
    await refresh(tokens.refresh);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('expires refresh tokens after 30 days', async () => {
    const { tokens } = await registerThroughApi(context, smtp, uniqueEmail('old'));
    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    const response = await refresh('b'.repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the family is revoked, and logging out again is fine', async () => {
    const { tokens } = await registerThroughApi(context, smtp, uniqueEmail('logout'));
    const rotated = (await refresh(tokens.refresh)).json();
    const logout = await context.app.inject({ method: 'POST', url: '/logout/', payload: { refresh: rotated.refresh } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().status).toBe('success');
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    const again = await context.app.inject({ method: 'POST', url: '/logout/', payload: { refresh: rotated.refresh } });
    expect(again.statusCode).toBe(200);
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/logout/',
      payload: { refresh: 'never-issued-token' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('needs a valid access token for the user data', async () => {
    expect((await me('not-a-token')).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/extract-user-data/' })).statusCode).toBe(401);
  });
});
