import { memberPlan } from '@exitcraft/shared/content/plans';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /coupons/ (public-site section 7): amounts in dollars, the discount in percent. */
export interface CouponReply {
  amount_before_discount: number;
  amount_after_discount: number;
  coupon: { code: string; discount_value: number };
}

export function applyCoupon(code: string): Promise<CouponReply> {
  return apiRequest<CouponReply>('/coupons/', {
    method: 'POST',
    auth: true,
    body: { code, amount: memberPlan.priceUsd },
  });
}
