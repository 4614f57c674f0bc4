import { accountFormMessages as form, accountServerMessages as server } from '@exitcraft/shared/messages/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequest } from '../../../test/accounts.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { manualClock } from '../../lib/clock.ts';
import { issueTokenPair, loginFailuresBeforeBackoff } from '../auth/index.ts';

/** Issue 13, "Account settings": profile, username and password (member-area sections 5, 7 and 8). */
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' }, overrides: { clock } });
});
afterAll(() => ctx.close());

function call(access: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...(payload ? { payload } : {}),
  });
}

const profile = {
  full_name: 'Grace Hopper',
  phone_number: '+442071234567',
  website_name: 'hopper-systems.co.uk',
  company_name: 'Hopper Systems Ltd',
  country: 'United Kingdom',
};

describe('GET fallbacks of the signed-in user', () => {
  it('/user/current/, /auth/me/ and /profile/ answer what /extract-user-data/ answers', async () => {
    const { accessToken, user } = await createUser(ctx.deps);
    const reference = (await call(accessToken, 'GET', '/extract-user-data/')).json();
    for (const url of ['/user/current/', '/auth/me/', '/profile/']) {
      const reply = await call(accessToken, 'GET', url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json(), url).toEqual(reference);
      expect(reply.json().user_data.username).toBe(user.username);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('PUT /profile/', () => {
  it('saves the five fields with the right password', async () => {
    const { accessToken, password } = await createUser(ctx.deps);
    const reply = await call(accessToken, 'PUT', '/profile/', { ...profile, password });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ message: server.profileUpdated, user_data: profile });
    expect((await call(accessToken, 'GET', '/extract-user-data/')).json().user_data).toMatchObject(profile);
  });

  it('refuses a wrong password with 401 and the spec’s message, and changes nothing', async () => {
    const { accessToken } = await createUser(ctx.deps, { fullName: 'Before' });
    const reply = await call(accessToken, 'PUT', '/profile/', { ...profile, password: 'Wrong#Pass1' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ message: 'Invalid password. Please try again.', code: 'invalid_password' });
    expect((await call(accessToken, 'GET', '/profile/')).json().user_data.full_name).toBe('Before');
  });

  it('refuses a country outside the ten choices, a missing field and a missing password with 400', async () => {
    const { accessToken, password } = await createUser(ctx.deps);
    const badCountry = await call(accessToken, 'PUT', '/profile/', { ...profile, country: 'Narnia', password });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().message).toContain(server.countryInvalid);
    const { company_name: _omitted, ...withoutCompany } = profile;
    expect((await call(accessToken, 'PUT', '/profile/', { ...withoutCompany, password })).statusCode).toBe(400);
    const noPassword = await call(accessToken, 'PUT', '/profile/', profile);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toContain(form.passwordRequired);
  });

  it('needs a bearer', async () => {
    expect((await call(undefined, 'PUT', '/profile/', { ...profile, password: 'x' })).statusCode).toBe(401);
  });
});

describe('username', () => {
  it('check-username tells taken from free, in any case, and the caller’s own as the same name', async () => {
    const { accessToken, user } = await createUser(ctx.deps, { username: 'CyanTower314' });
    const other = await createUser(ctx.deps, { username: 'LimeBridge271' });
    const check = async (username: string) =>
      (await call(accessToken, 'POST', '/check-username/', { username })).json();
    expect(await check('limebridge271')).toEqual({ exists: true, message: form.usernameTaken });
    expect(await check('LimeBridge272')).toEqual({ exists: false, message: server.usernameAvailable });
    expect(await check(user.username)).toEqual({ exists: true, message: form.usernameSame });
    expect(other.user.username).toBe('LimeBridge271');
  });

  it('changes to color + object + padded number and answers a working access token', async () => {
    const { accessToken, password, user } = await createUser(ctx.deps);
    const reply = await call(accessToken, 'POST', '/change-username/', {
      username_color: 'Indigo',
      username_object: 'Castle',
      username_num: 7,
      password,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.message).toBe(server.usernameChanged);
    const me = await call(body.access_token, 'GET', '/extract-user-data/');
    expect(me.json().user_data).toMatchObject({ id: user.id, username: 'IndigoCastle007' });
    // the new alias signs in
    expect((await loginRequest(ctx.app, 'indigocastle007', password)).statusCode).toBe(200);
  });

  it('refuses the same name (400), a taken name (409) and a wrong password (401)', async () => {
    const { accessToken, password } = await createUser(ctx.deps, { username: 'RedShip123' });
    await createUser(ctx.deps, { username: 'BlueShip123' });
    const change = (parts: Record<string, unknown>) => call(accessToken, 'POST', '/change-username/', parts);

    const same = await change({ username_color: 'Red', username_object: 'Ship', username_num: '123', password });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(form.usernameSame);

    const taken = await change({ username_color: 'Blue', username_object: 'Ship', username_num: '123', password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: form.usernameTaken, code: 'username_taken' });

    const wrong = await change({
      username_color: 'Green',
      username_object: 'Ship',
      username_num: '5',
      password: 'Wrong#Pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(server.invalidPassword);
    expect((await call(accessToken, 'GET', '/profile/')).json().user_data.username).toBe('RedShip123');
  });

  it('validates the parts with section 5’s messages', async () => {
    const { accessToken, password } = await createUser(ctx.deps);
    const message = async (parts: Record<string, unknown>) => {
      const reply = await call(accessToken, 'POST', '/change-username/', parts);
      expect(reply.statusCode).toBe(400);
      return reply.json().message as string;
    };
    const valid = { username_color: 'Red', username_object: 'Cat', username_num: '1', password };
    expect(await message({ ...valid, username_color: undefined })).toContain(form.colorRequired);
    expect(await message({ ...valid, username_object: undefined })).toContain(form.objectRequired);
    expect(await message({ ...valid, username_num: undefined })).toContain(form.numberRequired);
    expect(await message({ ...valid, username_num: '12a' })).toContain(form.numberInvalid);
    expect(await message({ ...valid, username_num: 1000 })).toContain(form.numberOutOfRange);
    expect(await message({ ...valid, password: undefined })).toContain(form.verificationPasswordRequired);
  });

  it('two accounts taking one free alias at once: exactly one gets it', async () => {
    const a = await createUser(ctx.deps);
    const b = await createUser(ctx.deps);
    const parts = { username_color: 'Violet', username_object: 'Moon', username_num: '808' };
    const replies = await Promise.all(
      [a, b].map((u) => call(u.accessToken, 'POST', '/change-username/', { ...parts, password: u.password })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /change-password/', () => {
  it('changes the password; other sessions’ access and refresh tokens die, this one keeps working', async () => {
    const { user, accessToken, refreshToken, password } = await createUser(ctx.deps);
    const phone = await issueTokenPair(ctx.deps, user.id);
    const reply = await call(accessToken, 'POST', '/change-password/', {
      current_password: password,
      new_password: 'Fresh#Harbor77',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ message: server.passwordChanged });

    expect((await call(phone.access, 'GET', '/extract-user-data/')).statusCode).toBe(401);
    const refreshOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: phone.refresh },
    });
    expect(refreshOld.statusCode).toBe(401);

    expect((await call(accessToken, 'GET', '/extract-user-data/')).statusCode).toBe(200);
    const refreshCurrent = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: refreshToken },
    });
    expect(refreshCurrent.statusCode).toBe(200);

    expect((await loginRequest(ctx.app, user.email, password)).statusCode).toBe(401);
    expect((await loginRequest(ctx.app, user.email, 'Fresh#Harbor77')).statusCode).toBe(200);
  });

  it('a wrong current password is 401 with a message naming the current password; nothing changes', async () => {
    const { user, accessToken, password } = await createUser(ctx.deps);
    const reply = await call(accessToken, 'POST', '/change-password/', {
      current_password: 'Wrong#Pass1',
      new_password: 'Fresh#Harbor77',
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ error: server.currentPasswordIncorrect });
    expect(reply.json().message.toLowerCase()).toContain('current password');
    expect((await loginRequest(ctx.app, user.email, password)).statusCode).toBe(200);
  });

  it('validates with section 5’s messages', async () => {
    const { accessToken, password } = await createUser(ctx.deps);
    const message = async (body: Record<string, unknown>) => {
      const reply = await call(accessToken, 'POST', '/change-password/', body);
      expect(reply.statusCode).toBe(400);
      return reply.json().error as string;
    };
    expect(await message({ new_password: 'Fresh#Harbor77' })).toContain(form.currentPasswordRequired);
    expect(await message({ current_password: password })).toContain(form.newPasswordRequired);
    expect(await message({ current_password: password, new_password: 'a#1' })).toContain(form.newPasswordTooShort);
    expect(await message({ current_password: password, new_password: password })).toBe(server.newPasswordSameAsCurrent);
  });

  it('wrong passwords on the settings screens count toward the sign-in back-off', async () => {
    const { user, accessToken, password } = await createUser(ctx.deps);
    const statuses: number[] = [];
    for (let n = 0; n < loginFailuresBeforeBackoff + 1; n += 1) {
      const reply = await call(accessToken, 'PUT', '/profile/', { ...profile, password: `Wrong#Guess${n}` });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([...Array(loginFailuresBeforeBackoff).fill(401), 429]);
    // the right password waits too, here and at sign-in from the same address
    const right = await call(accessToken, 'PUT', '/profile/', { ...profile, password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginRequest(ctx.app, user.email, password)).statusCode).toBe(429);
    // once the wait is over the owner gets in
    clock.advance(31_000);
    expect((await call(accessToken, 'PUT', '/profile/', { ...profile, password })).statusCode).toBe(200);
  });
});
