import type { Config } from '../../config.ts';
import { createLocalPaymentProvider } from './local.ts';
import { createStripePaymentProvider } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

/** Stripe when a key is configured (config guarantees the webhook secret with it), else the local checkout. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createLocalPaymentProvider(config.APP_URL);
}
