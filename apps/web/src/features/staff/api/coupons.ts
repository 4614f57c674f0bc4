import {
  type StaffCouponCreate,
  staffCouponListSchema,
  type StaffCouponPatch,
  staffCouponSchema,
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
    queryFn: ({ signal }) => apiRequest('/staff/coupons/', { auth: true, signal, reply: staffCouponListSchema }),
  });
}

/** POST /staff/coupons/: only the coupon list changes (no payment or person uses a new code yet). */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: StaffCouponCreate) =>
      apiRequest('/staff/coupons/', { method: 'POST', auth: true, body, reply: staffCouponSchema }),
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
      apiRequest(`/staff/coupons/${encodeURIComponent(code)}/`, {
        method: 'PATCH',
        auth: true,
        body: patch,
        reply: staffCouponSchema,
      }),
    onSuccess: () => invalidateAudited(queryClient, [couponKeys.all]),
  });
}
