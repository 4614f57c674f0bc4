import type { PaymentStatusResponse } from '@exitcraft/shared/schemas/payments';

/** What the payment success page can truthfully say about a checkout, and so where it leads. */
export type PaymentOutcome = 'member' | 'guest' | 'processing' | 'onHold' | 'failed';

const failedStatuses = ['failed', 'expired', 'canceled', 'refunded'];

/**
 * Public-site section 4 counts a member when the paid flag is set, the status is paid or the amount
 * is above 0, and a failed status check as guest, routed by the role. Every checkout has an amount,
 * paid or not, so here only the paid flag or a paid status makes a member; a payment still open,
 * held or failed says so (decision 027). A status that could not be read still follows the role.
 */
export function paymentOutcome(status: PaymentStatusResponse | null, isMember: boolean): PaymentOutcome {
  if (!status) return isMember ? 'member' : 'guest';
  if (status.user_paid || status.status === 'paid') return 'member';
  if (status.status === 'on_hold') return 'onHold';
  return failedStatuses.includes(status.status) ? 'failed' : 'processing';
}

/** Whether the provider has settled the session, so asking again would not change the answer. */
export function isSettled(status: PaymentStatusResponse): boolean {
  return status.user_paid || ['paid', 'on_hold', ...failedStatuses].includes(status.status);
}
