import { memberPlan } from '@exitcraft/shared/content/plans';
import { couponRequestSchema, couponResponseSchema } from '@exitcraft/shared/schemas/payments';
import type { App } from '../../lib/http.ts';
import { discountedPriceCents, findUsableCoupon } from './service.ts';

export async function couponRoutes(app: App) {
  app.post(
    '/coupons/',
    {
      preHandler: app.authenticate,
      // codes are guessable strings: slow down anyone trying them one after another
      config: { rateLimit: { max: app.deps.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Check a coupon and show the discounted member price (does not use the coupon up)',
        security: [{ bearer: [] }],
        body: couponRequestSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const coupon = await findUsableCoupon(app.deps.db, request.body.code, app.deps.clock.now());
      return {
        amount_before_discount: memberPlan.priceUsd,
        amount_after_discount: discountedPriceCents(coupon.percentOff) / 100,
        coupon: { code: coupon.code, discount_value: coupon.percentOff },
      };
    },
  );
}
