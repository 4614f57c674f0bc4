import { randomBytes } from 'node:crypto';
import type { CheckoutSessionInput, LocalPaymentProvider, RefundInput } from './types.ts';

export const localSessionPrefix = 'cs_local_';

/**
 * The default when Stripe is not configured: the session id is an unguessable capability, like a
 * Stripe Checkout URL, and the card form is the app's own page at /checkout/local/<id>.
 */
export function createLocalPaymentProvider(appUrl: string): LocalPaymentProvider {
  return {
    kind: 'local',
    async createCheckoutSession(_input: CheckoutSessionInput) {
      const sessionId = `${localSessionPrefix}${randomBytes(24).toString('base64url')}`;
      return { sessionId, url: `${appUrl}/checkout/local/${sessionId}` };
    },
    async refund(_input: RefundInput) {
      return { refundId: `re_local_${randomBytes(12).toString('base64url')}` };
    },
  };
}
