import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { addCoupon, bearer, couponRedemptions, fuzzBodies, testEnv, uniqueCodes } from '../../../test/payments.ts';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const C = uniqueCodes(['LAUNCH20', 'ODD15', 'OLD10', 'OFF30', 'GONE50', 'NOPE']);
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv, overrides: { clock } });
  token = (await createUser(ctx.deps)).accessToken;
  await addCoupon(ctx.deps, { code: C.LAUNCH20, percentOff: 20 });
  await addCoupon(ctx.deps, { code: C.ODD15, percentOff: 15, maxRedemptions: 5, redemptions: 4 });
  await addCoupon(ctx.deps, { code: C.OLD10, percentOff: 10, expiresAt: new Date('2026-03-10T11:59:59Z') });
  await addCoupon(ctx.deps, { code: C.OFF30, percentOff: 30, active: false });
  await addCoupon(ctx.deps, { code: C.GONE50, percentOff: 50, maxRedemptions: 3, redemptions: 3 });
});
afterAll(() => ctx.close());

const check = (body: unknown, accessToken = token) =>
  ctx.app.inject({ method: 'POST', url: '/coupons/', headers: bearer(accessToken), payload: body as object });

describe('POST /coupons/', () => {
  it('answers the discounted member price for a valid coupon, in any case', async () => {
    const reply = await check({ code: ` ${C.LAUNCH20.toLowerCase()} `, amount: 1797 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      amount_before_discount: 1797,
      amount_after_discount: 1437.6,
      coupon: { code: C.LAUNCH20, discount_value: 20 },
    });
  });

  it('rounds to the cent and ignores the amount the page sent', async () => {
    const reply = await check({ code: C.ODD15, amount: 1 });
    expect(reply.json()).toMatchObject({ amount_before_discount: 1797, amount_after_discount: 1527.45 });
  });

  it('does not use the coupon up: only a paid checkout counts', async () => {
    await check({ code: C.ODD15, amount: 1797 });
    await check({ code: C.ODD15, amount: 1797 });
    expect(await couponRedemptions(ctx.deps, C.ODD15)).toBe(4);
  });

  it.each([
    ['unknown', C.NOPE],
    ['expired', C.OLD10],
    ['disabled', C.OFF30],
    ['exhausted', C.GONE50],
  ])('refuses an %s coupon with the coupon error', async (_what, code) => {
    const reply = await check({ code, amount: 1797 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'invalid_coupon',
      message: 'Invalid or expired coupon code.',
      error: 'Invalid or expired coupon code.',
    });
  });

  it('asks for a code when the box is empty', async () => {
    const reply = await check({ code: '   ', amount: 1797 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Enter a coupon code.');
  });

  it('needs a signed-in user', async () => {
    const reply = await ctx.app.inject({ method: 'POST', url: '/coupons/', payload: { code: C.LAUNCH20 } });
    expect(reply.statusCode).toBe(401);
  });

  it('answers any malformed body with a 4xx and a message, never a 5xx', async () => {
    for (const body of fuzzBodies) {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: '/coupons/',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(reply.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(reply.json().message).toBeTruthy();
    }
  });
});
