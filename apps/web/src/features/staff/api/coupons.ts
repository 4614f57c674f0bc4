import type {
  StaffCoupon,
  StaffCouponCreate,
  StaffCouponList,
  StaffCouponPatch,
} from '@exitcraft/shared/schemas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { staffKeys } from './keys.ts';

export const couponKeys = {
  all: [...staffKeys.all, 'coupons'] as const,
  /** GET /staff/coupons/ */
  list: () => [...couponKeys.all, 'list'] as const,
};

export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.list(),
    queryFn: ({ signal }) => apiRequest<StaffCouponList>('/staff/coupons/', { auth: true, signal }),
  });
}

/** POST /staff/coupons/: only the coupon list changes (no payment or person uses a new code yet). */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: StaffCouponCreate) =>
      apiRequest<StaffCoupon>('/staff/coupons/', { method: 'POST', auth: true, body }),
    onSuccess: () => invalidateAudited(queryClient, [couponKeys.all]),
  });
}

/**
 * PATCH /staff/coupons/:code/: the limit, the expiry or the state; only the coupon list changes
 * (payments already made keep their code and discount).
 */
export function useChangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ code, patch }: { code: string; patch: StaffCouponPatch }) =>
      apiRequest<StaffCoupon>(`/staff/coupons/${encodeURIComponent(code)}/`, {
        method: 'PATCH',
        auth: true,
        body: patch,
      }),
    onSuccess: () => invalidateAudited(queryClient, [couponKeys.all]),
  });
}
