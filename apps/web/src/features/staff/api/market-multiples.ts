import type { MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { StaffMarketMultiples } from '@exitcraft/shared/schemas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { staffKeys } from './keys.ts';

export const marketKeys = {
  all: [...staffKeys.all, 'market-multiples'] as const,
  /** GET /staff/market-multiples/ */
  current: () => [...marketKeys.all, 'current'] as const,
};

export function useStaffMarketMultiples() {
  return useQuery({
    queryKey: marketKeys.current(),
    queryFn: ({ signal }) => apiRequest<StaffMarketMultiples>('/staff/market-multiples/', { auth: true, signal }),
  });
}

/** PUT /staff/market-multiples/ (step-up): the whole set; only the market data changes here. */
export function useSaveMarketMultiples() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: MarketMultiples) =>
      apiRequest<StaffMarketMultiples>('/staff/market-multiples/', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(marketKeys.current(), saved);
      return invalidateAudited(queryClient, [marketKeys.all]);
    },
  });
}
