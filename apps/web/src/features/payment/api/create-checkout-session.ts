import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { memberPlan } from '@exitcraft/shared/content/plans';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CheckoutInput {
  /** What the page shows, in dollars; the server checks it against its own price. */
  amountUsd: number;
  fullName: string;
  email: string;
  couponCode?: string;
}

interface CheckoutReply {
  url?: string;
  sessionId?: string;
}

/** POST /api/create-checkout-session/ and hand back the hosted checkout's address. */
export async function createCheckoutSession(input: CheckoutInput): Promise<string> {
  const reply = await apiRequest<CheckoutReply | null>('/api/create-checkout-session/', {
    method: 'POST',
    auth: true,
    body: {
      amount: Math.round(input.amountUsd * 100),
      product_name: memberPlan.productName,
      billing_info: { fullName: input.fullName, email: input.email, companyName: '' },
      ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
    },
  });
  // the server always answers with a hosted checkout url; a bare sessionId would need Stripe.js
  if (!reply?.url) throw new Error(checkoutCopy.noCheckoutUrl);
  return reply.url;
}
