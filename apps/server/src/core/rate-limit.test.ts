import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helper.ts';

describe('coarse per-IP limit on the accounts endpoints', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers 429 with Retry-After and a clear message past the limit, per address', async () => {
    const check = (remoteAddress: string) =>
      context.app.inject({
        method: 'POST',
        url: '/check_email_status/',
        payload: { email: 'limit@acme.com' },
        remoteAddress,
      });
    for (let n = 0; n < 3; n += 1) expect((await check('198.51.100.1')).statusCode).toBe(200);
    const limited = await check('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      status: 'error',
      code: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // another office is not affected
    expect((await check('198.51.100.2')).statusCode).toBe(200);
    // and the limit is per endpoint
    const other = await context.app.inject({
      method: 'POST',
      url: '/forgot-password-send-otp/',
      payload: { email: 'limit@acme.com' },
      remoteAddress: '198.51.100.1',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('signed-in reads are limited per person, not per address', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '60', USER_RATE_LIMIT_PER_MINUTE: '150' } });
  });
  afterAll(async () => {
    await context.close();
  });

  const read = (accessToken: string) =>
    context.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: `Bearer ${accessToken}` },
      remoteAddress: '198.51.100.9',
    });

  it('five colleagues behind one office address read 100 times each without a 429', async () => {
    const colleagues = await Promise.all(Array.from({ length: 5 }, () => createUser(context.deps)));
    for (let n = 0; n < 100; n += 1) {
      const replies = await Promise.all(colleagues.map(({ accessToken }) => read(accessToken)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
  });

  it('one person past their own allowance gets a 429 with Retry-After', async () => {
    const { accessToken } = await createUser(context.deps);
    const other = await createUser(context.deps);
    for (let n = 0; n < 150; n += 1) expect((await read(accessToken)).statusCode).toBe(200);
    const limited = await read(accessToken);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(other.accessToken)).statusCode).toBe(200);
  });
});
