import type { PaymentStatusResponse } from '@exitcraft/shared/schemas/payments';

export type PaymentTier = 'member' | 'guest';

/**
 * Public-site section 4: a member when the paid flag is set, or the status is paid, or the amount
 * is above 0; otherwise (and when the status call failed) a guest.
 */
export function classifyPayment(status: PaymentStatusResponse | null): PaymentTier {
  if (!status) return 'guest';
  return status.user_paid || status.status === 'paid' || status.amount > 0 ? 'member' : 'guest';
}

/** Whether the provider has settled the session, so asking again would not change the answer. */
export function isSettled(status: PaymentStatusResponse): boolean {
  return status.user_paid || ['paid', 'failed', 'expired', 'canceled', 'refunded'].includes(status.status);
}
