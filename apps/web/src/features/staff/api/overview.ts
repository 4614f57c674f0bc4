import type { StaffOverview } from '@exitcraft/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffKeys } from './keys.ts';

export const overviewKeys = {
  /** GET /staff/overview/: the counts, the revenue and the last 90 days */
  all: [...staffKeys.all, 'overview'] as const,
};

export function useOverview() {
  return useQuery({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => apiRequest<StaffOverview>('/staff/overview/', { auth: true, signal }),
  });
}
