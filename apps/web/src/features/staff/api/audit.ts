import type { StaffAuditResponse } from '@exitcraft/shared/schemas/staff';
import { keepPreviousData, type QueryClient, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffKeys } from './keys.ts';

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const auditKeys = {
  all: [...staffKeys.all, 'audit'] as const,
  /** GET /staff/audit/ with one filter, page by page */
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<StaffAuditResponse>(`/staff/audit/?${params.toString()}`, { auth: true, signal });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a staff action: marks stale the keys of what it changed, and the audit log, since the server
 * writes the action's audit entry in the same transaction. Resolves once the screens showing them
 * have read them again, so a mutation's `mutateAsync` ends with the new data on screen.
 */
export function invalidateAudited(queryClient: QueryClient, changed: readonly QueryKey[]) {
  return Promise.all([...changed, auditKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
