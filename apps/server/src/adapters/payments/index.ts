import type { Config } from '../../config.ts';
import { createDisabledPaymentProvider } from './disabled.ts';
import { createLocalPaymentProvider } from './local.ts';
import { createStripePaymentProvider } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

/**
 * Stripe when a key is configured (config guarantees the webhook secret with it); none when the
 * operator runs without payments; else the local checkout (never in production: config refuses it).
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (config.PAYMENTS_DISABLED) return createDisabledPaymentProvider();
  return createLocalPaymentProvider(config.APP_URL);
}
