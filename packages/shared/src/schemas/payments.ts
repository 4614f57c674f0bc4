import { z } from 'zod';
import { text } from './text.ts';

/** The one message for any coupon that cannot be used: which rule failed is nobody's business. */
export const invalidCouponMessage = 'Invalid or expired coupon code.';
export const priceChangedMessage = 'The price has changed. Please reload the page and try again.';
export const alreadyMemberMessage = 'You are already a member. Your lifetime membership is active.';

const couponCode = text({ error: 'Enter a coupon code.' })
  .trim()
  .min(1, 'Enter a coupon code.')
  .max(64, 'The coupon code is too long.');

/** POST /coupons/ — `amount` is the price the page shows (dollars); the server uses its own. */
export const couponRequestSchema = z.object({
  code: couponCode,
  amount: z.number({ error: 'amount must be a number.' }).finite().nonnegative().optional(),
});
export type CouponRequest = z.infer<typeof couponRequestSchema>;

/** The checkout page's coupon box: the same code rule as the request. */
export const couponFormSchema = couponRequestSchema.pick({ code: true });
export type CouponForm = z.infer<typeof couponFormSchema>;

export const couponResponseSchema = z.object({
  amount_before_discount: z.number(),
  amount_after_discount: z.number(),
  coupon: z.object({ code: z.string(), discount_value: z.number() }),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const billingInfoSchema = z.object({
  fullName: text({ error: 'billing_info.fullName must be text.' }).trim().max(200, 'The name is too long.'),
  email: text({ error: 'billing_info.email must be text.' }).trim().max(254, 'The email address is too long.'),
  companyName: text({ error: 'billing_info.companyName must be text.' })
    .trim()
    .max(200, 'The company name is too long.')
    .optional()
    .default(''),
});

/**
 * POST /api/create-checkout-session/ — `amount` (cents) is what the page showed; the server compares
 * it with its own price and refuses a difference. `coupon_code` tells the server which coupon the
 * page applied, so that it can validate the coupon again.
 */
export const checkoutRequestSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number of cents.' })
    .int('amount must be a whole number of cents.')
    .nonnegative('amount must not be negative.')
    .max(100_000_000, 'amount is too large.'),
  product_name: text({ error: 'product_name must be text.' }).trim().min(1, 'product_name is required.').max(200),
  billing_info: billingInfoSchema,
  // empty or absent: no coupon
  coupon_code: text({ error: 'coupon_code must be text.' }).trim().max(64, 'The coupon code is too long.').nullish(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentStatusQuerySchema = z.object({
  session_id: text({ error: 'session_id is required.' })
    .trim()
    .min(1, 'session_id is required.')
    .max(255, 'session_id is too long.'),
});

/** `status` is "paid" once fulfilled, otherwise the payment's own status. `amount` is in dollars. */
export const paymentStatusResponseSchema = z.object({
  amount: z.number(),
  user_paid: z.boolean(),
  status: z.string(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const paymentStatusSchema = z.enum([
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
  'expired',
  // paid, but the coupon it used had run out meanwhile: staff settle it before any membership is granted
  'on_hold',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** member-area section 3, Payment. `amount` is in dollars, `created_at` an ISO 8601 time. */
export const paymentSchema = z.object({
  id: z.string(),
  stripe_session_id: z.string(),
  stripe_payment_intent_id: z.string().nullable(),
  product_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  customer_name: z.string(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  /** EXC-<year>-<6 digits> once paid; the receipt and invoice PDFs carry it */
  invoice_number: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const userPaymentsResponseSchema = z.object({
  payments: z.array(paymentSchema),
  user_paid_status: z.boolean(),
});
export type UserPaymentsResponse = z.infer<typeof userPaymentsResponseSchema>;

/** GET /user-payments/:id/receipt.pdf and /invoice.pdf: an id that is no payment of the caller's is a 404. */
export const paymentDocumentParamsSchema = z.object({
  id: text({ error: 'id must be text.' }).max(100, 'Not found.'),
});
