import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { describe, expect, it } from 'vitest';
import { loginRequest, registerThroughApi, sturdyPassword, useMailingApp } from '../../../test/accounts.ts';
import { uniqueEmail } from '../../../test/helper.ts';

describe('refresh tokens and logout', () => {
  const mailing = useMailingApp();

  const refresh = (token: string) =>
    mailing.context.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const me = (access: string) =>
    mailing.context.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: `Bearer ${access}` },
    });

  it('rotates: each refresh token works once and gives the next one', async () => {
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, uniqueEmail('rotate'));
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
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, uniqueEmail('replay'));
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
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, email);
    const laptop = (await loginRequest(mailing.context.app, email, sturdyPassword)).json().tokens;
    await refresh(tokens.refresh);
    await refresh(tokens.refresh);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('expires refresh tokens after 30 days', async () => {
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, uniqueEmail('old'));
    mailing.clock.advance(30 * 24 * 60 * 60_000 + 1000);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    const response = await refresh('b'.repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the family is revoked, and logging out again is fine', async () => {
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, uniqueEmail('logout'));
    const rotated = (await refresh(tokens.refresh)).json();
    const logout = await mailing.context.app.inject({
      method: 'POST',
      url: '/logout/',
      payload: { refresh: rotated.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().status).toBe('success');
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    const again = await mailing.context.app.inject({
      method: 'POST',
      url: '/logout/',
      payload: { refresh: rotated.refresh },
    });
    expect(again.statusCode).toBe(200);
    const unknown = await mailing.context.app.inject({
      method: 'POST',
      url: '/logout/',
      payload: { refresh: 'never-issued-token' },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('needs a valid access token for the user data', async () => {
    expect((await me('not-a-token')).statusCode).toBe(401);
    expect((await mailing.context.app.inject({ method: 'GET', url: '/extract-user-data/' })).statusCode).toBe(401);
  });
});
