import { memberPlan } from '@exitcraft/shared/content/plans';
import { couponRequestSchema, couponResponseSchema } from '@exitcraft/shared/schemas/payments';
import type { App } from '../../lib/http.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { discountedPriceCents, findUsableCoupon, rememberCouponChoice } from './service.ts';

export async function couponRoutes(app: App) {
  app.post(
    '/coupons/',
    {
      preHandler: app.authenticate,
      // codes are guessable strings: slow down anyone trying them one after another
      config: perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE),
      schema: {
        tags: ['payments'],
        summary:
          'Check a coupon and show the discounted member price; remembered for 30 minutes to price the checkout (does not use the coupon up)',
        security: [{ bearer: [] }],
        body: couponRequestSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const coupon = await findUsableCoupon(db, request.body.code, clock.now());
      // the spec's checkout body carries only the discounted amount: this is how the server knows why
      await rememberCouponChoice(db, currentUser(request).id, coupon.code, clock.now());
      return {
        amount_before_discount: memberPlan.priceUsd,
        amount_after_discount: discountedPriceCents(coupon.percentOff) / 100,
        coupon: { code: coupon.code, discount_value: coupon.percentOff },
      };
    },
  );
}
