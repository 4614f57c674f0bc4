import type { DisabledPaymentProvider } from './types.ts';

/**
 * PAYMENTS_DISABLED: the operator runs without taking money. Checkout refuses anything that would
 * charge (a 100% coupon still completes: nothing is charged), and a refund of a payment taken by no
 * provider is only recorded.
 */
export function createDisabledPaymentProvider(): DisabledPaymentProvider {
  return { kind: 'none' };
}
