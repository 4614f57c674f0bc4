import type { UserPaymentsResponse } from '@exitcraft/shared/schemas/payments';

/** Member-area section 9: 30 s while a payment is pending or processing, else 5 min. */
export const openPaymentPollMs = 30_000;
export const idlePollMs = 300_000;
/** A tab hidden longer than this refreshes when it is shown again. */
export const hiddenRefreshMs = 120_000;

export const isOpenPayment = (status: string) => status === 'pending' || status === 'processing';

export function historyRefetchInterval(data: UserPaymentsResponse | undefined): number {
  return data?.payments.some((payment) => isOpenPayment(payment.status)) ? openPaymentPollMs : idlePollMs;
}
