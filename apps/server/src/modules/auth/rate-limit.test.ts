import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';

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
