import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { describe, expect, it } from 'vitest';
import { createCsrfToken } from '../../lib/csrf.ts';
import { csrfPair, loginRequest, registerThroughApi, sturdyPassword, useMailingApp } from '../../../test/accounts.ts';
import { uniqueEmail } from '../../../test/helper.ts';

describe('login', () => {
  const mailing = useMailingApp();

  it('sets the csrftoken cookie and keeps one we signed', async () => {
    const first = await mailing.context.app.inject({ method: 'GET', url: '/csrf/' });
    const { csrfToken } = first.json();
    const cookie = first.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrfToken, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await mailing.context.app.inject({
      method: 'GET',
      url: '/csrf/',
      headers: { cookie: `csrftoken=${csrfToken}` },
    });
    expect(again.json().csrfToken).toBe(csrfToken);
    const forged = await mailing.context.app.inject({
      method: 'GET',
      url: '/csrf/',
      headers: { cookie: 'csrftoken=forged.x' },
    });
    expect(forged.json().csrfToken).not.toBe('forged.x');
  });

  it('signs in by email and by alias, in any case', async () => {
    const email = uniqueEmail('login');
    const { user_data } = await registerThroughApi(mailing.context, mailing.smtp, email);
    for (const identifier of [email, email.toUpperCase(), user_data.username, user_data.username.toLowerCase()]) {
      const response = await loginRequest(mailing.context.app, identifier, sturdyPassword);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'success', message: messages.loginSucceeded });
      const me = await mailing.context.app.inject({
        method: 'GET',
        url: '/extract-user-data/',
        headers: { authorization: `Bearer ${body.tokens.access}` },
      });
      expect(me.json().user_data.email).toBe(email);
    }
  });

  it('refuses a login without the CSRF header, or with one that does not match', async () => {
    const email = uniqueEmail('csrf');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    const payload = { identifier: email, password: sturdyPassword };
    const { cookie, header } = await csrfPair(mailing.context.app);
    const cases = [
      { cookie },
      { 'x-csrftoken': header },
      { cookie, 'x-csrftoken': createCsrfToken(mailing.context.deps.config.JWT_SECRET) },
      { cookie: 'csrftoken=made.up', 'x-csrftoken': 'made.up' },
      // a real token with a further segment appended is not the token we issued
      { cookie: `${cookie}.extra`, 'x-csrftoken': `${header}.extra` },
    ];
    for (const headers of cases) {
      const response = await mailing.context.app.inject({ method: 'POST', url: '/login/', headers, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', message: messages.csrfFailed });
    }
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const email = uniqueEmail('same');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    const wrong = await loginRequest(mailing.context.app, email, 'Wrong#Pass99');
    const unknown = await loginRequest(mailing.context.app, uniqueEmail('nobody'), 'Wrong#Pass99');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      code: 'unauthorized',
      message: messages.invalidCredentials,
      error: messages.invalidCredentials,
      status: 'error',
    });
  });

  it('backs off after 10 failures, growing, and a success resets it', async () => {
    const email = uniqueEmail('backoff');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    for (let n = 1; n <= 10; n += 1) {
      expect((await loginRequest(mailing.context.app, email, `Wrong#Pass${n}`)).statusCode).toBe(401);
    }
    const blocked = await loginRequest(mailing.context.app, email, sturdyPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json().message).toBe('Too many failed login attempts. Please wait 30 seconds and try again.');

    mailing.clock.advance(31_000);
    expect((await loginRequest(mailing.context.app, email, 'Wrong#Pass11')).statusCode).toBe(401);
    const longer = await loginRequest(mailing.context.app, email, sturdyPassword);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('60');

    mailing.clock.advance(61_000);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword)).statusCode).toBe(200);
    // the count starts over: one more failure is an ordinary 401, not a wait
    expect((await loginRequest(mailing.context.app, email, 'Wrong#Pass12')).statusCode).toBe(401);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword)).statusCode).toBe(200);
  });

  it('lets parallel guesses past the back-off no further than the 10th', async () => {
    const email = uniqueEmail('parallel-login');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    const { cookie, header } = await csrfPair(mailing.context.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        mailing.context.app.inject({
          method: 'POST',
          url: '/login/',
          headers: { cookie, 'x-csrftoken': header },
          payload: { identifier: email, password: `Wrong#Guess${n}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
