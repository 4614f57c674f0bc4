// The coupons module's public face: the only file another module may import.
export { couponRoutes } from './routes.ts';
export {
  couponExhausted,
  type CouponRow,
  createCoupon,
  disableCoupon,
  discountedPriceCents,
  findCouponForCheckout,
  isUsable,
  listCoupons,
  normalizeCouponCode,
  recentCouponChoice,
  releaseRedemption,
  reserveRedemption,
} from './service.ts';
