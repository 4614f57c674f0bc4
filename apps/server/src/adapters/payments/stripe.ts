import type Stripe from 'stripe';
import type { CheckoutSessionInput, RefundInput, StripePaymentProvider } from './types.ts';

/** Stripe's default tolerance, stated so the rule is visible: an event signed > 300 s ago is refused. */
export const webhookToleranceSeconds = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 for stripe-mock or a test double */
  apiBase?: string | undefined;
}

export function createStripePaymentProvider(options: StripeProviderOptions): StripePaymentProvider {
  // the SDK takes ~4 MiB of heap once loaded: loaded at the first payment or webhook, not at start-up
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...apiBaseOptions(options.apiBase),
        }),
    ));

  return {
    kind: 'stripe',

    async createCheckoutSession(input: CheckoutSessionInput) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.productName },
              },
            },
          ],
          client_reference_id: input.userId,
          customer_email: input.email,
          metadata: { payment_id: input.paymentId, user_id: input.userId },
          payment_intent_data: { metadata: { payment_id: input.paymentId, user_id: input.userId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // no invoice_creation: our own invoice (EXC- number) is the sale's one invoice (issue 29)
        },
        // a retried request must not open a second session for the same payment row
        { idempotencyKey: `checkout-session-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId: string) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return {
        paid: session.payment_status === 'paid',
        paymentIntentId: idOf(session.payment_intent),
      };
    },

    async expireCheckoutSession(sessionId: string) {
      await (await sdk()).checkout.sessions.expire(sessionId);
    },

    async refund(input: RefundInput) {
      const stripe = await sdk();
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, reason: 'requested_by_customer' },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async verifyWebhook(rawBody: Buffer, signature: string, receivedAtMs: number) {
      // the SDK refuses a signature older than the tolerance but not one from the future, which a
      // captured-and-held or forged-clock delivery would carry
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (Number.isFinite(signedAt) && signedAt * 1000 - receivedAtMs > webhookToleranceSeconds * 1000) {
        throw new Error('Stripe signature timestamp is in the future');
      }
      return (await sdk()).webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        receivedAtMs,
      );
    },
  };
}

/** STRIPE_API_BASE as the SDK wants it: protocol, host and port apart. */
export function apiBaseOptions(apiBase: string | undefined): {
  protocol?: 'http' | 'https';
  host?: string;
  port?: number;
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: url.hostname, port };
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
