import type {
  StaffPaymentStatus,
  StaffRefundRequest,
  StaffPaymentsResponse,
  StaffRefundResponse,
} from '@exitcraft/shared/schemas/staff';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { downloadFile } from '../../../shared/download/download-file.ts';
import { staffKeys } from './keys.ts';
import { overviewKeys } from './overview.ts';
import { peopleKeys } from './people.ts';

export const paymentKeys = {
  all: [...staffKeys.all, 'payments'] as const,
  /** GET /staff/payments/ with one status (or every status), page by page */
  list: (status: StaffPaymentStatus | undefined) => [...paymentKeys.all, status ?? 'all'] as const,
};

export function usePayments(status: StaffPaymentStatus | undefined) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(status),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<StaffPaymentsResponse>(`/staff/payments/?${params.toString()}`, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export interface RefundVariables {
  /** the payment */
  id: string;
  /** whose payment it is: their page lists it, and the refund may end their membership */
  personId: string;
  body: StaffRefundRequest;
}

/**
 * POST /staff/payments/:id/refund/. Invalidates every payments list (the payment moves from paid
 * to refunded), and, across sections: the person (their payments and their membership, which ends
 * unless another payment holds it), the people lists (the Member / Guest badge) and the overview
 * (revenue is net of refunds; member and guest counts).
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, body }: RefundVariables) =>
      apiRequest<StaffRefundResponse>(`/staff/payments/${id}/refund/`, {
        method: 'POST',
        auth: true,
        body,
      }),
    onSuccess: (_reply, { personId }) =>
      invalidateAudited(queryClient, [
        paymentKeys.all,
        peopleKeys.person(personId),
        peopleKeys.lists(),
        overviewKeys.all,
      ]),
  });
}

/** GET /staff/export/payments.csv for the status on screen. */
export async function downloadPaymentsCsv(status: StaffPaymentStatus | undefined): Promise<void> {
  return downloadFile(`/staff/export/payments.csv${status ? `?status=${status}` : ''}`, 'payments.csv');
}
