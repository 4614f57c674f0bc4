import { apiRequest } from '../../../lib/api-client.ts';

/** GET /payment-status/ (public-site section 7). */
export interface PaymentStatus {
  amount: number;
  user_paid: boolean;
  status: string;
}

export function getPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return apiRequest<PaymentStatus>(`/payment-status/?session_id=${encodeURIComponent(sessionId)}`, {
    auth: true,
    signal,
  });
}
