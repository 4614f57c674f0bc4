import type Stripe from 'stripe';

/** What the app asks of a payment provider; amounts are always the server's, in cents. */
export interface CheckoutSessionInput {
  paymentId: string;
  userId: string;
  email: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** where the browser goes to enter the card */
  url: string;
}

/** The provider's own view of a session, for reconciling a payment still pending here. */
export interface ProviderSessionState {
  paid: boolean;
  paymentIntentId: string | null;
}

export interface StripePaymentProvider {
  kind: 'stripe';
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<ProviderSessionState>;
  /** Closes an open session so it can no longer be paid. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** Verifies the signature on the raw body (300 s tolerance from `receivedAtMs`); rejects when it fails. */
  verifyWebhook(rawBody: Buffer, signature: string, receivedAtMs: number): Promise<Stripe.Event>;
  /** Stripe's refunds API: the whole amount of the payment intent back to the card. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** A full refund of one payment; `idempotencyKey` makes a retried call refund it once. */
export interface RefundInput {
  paymentIntentId: string;
  idempotencyKey: string;
}

/** The built-in checkout page: the session lives only in our database, so there is nothing to retrieve. */
export interface LocalPaymentProvider {
  kind: 'local';
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** The local checkout moved no money: the refund is only recorded, under a local id. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** PAYMENTS_DISABLED: no checkout that charges can be opened. */
export interface DisabledPaymentProvider {
  kind: 'none';
}

export type PaymentProvider = StripePaymentProvider | LocalPaymentProvider | DisabledPaymentProvider;

/** The success URL of a session the app fulfils itself (local checkout, or a 100% coupon). */
export function successUrlFor(template: string, sessionId: string): string {
  return template.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}
