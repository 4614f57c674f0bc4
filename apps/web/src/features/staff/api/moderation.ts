import type { StaffModerationResponse, StaffModerationActionResponse } from '@exitcraft/shared/schemas/staff';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { staffKeys } from './keys.ts';

export const moderationKeys = {
  all: [...staffKeys.all, 'moderation'] as const,
  /** GET /staff/moderation/, page by page */
  reported: () => [...moderationKeys.all, 'reported'] as const,
};

export function useReported() {
  return useInfiniteQuery({
    queryKey: moderationKeys.reported(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest<StaffModerationResponse>(`/staff/moderation/${pageParam ? `?cursor=${pageParam}` : ''}`, {
        auth: true,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Hide or restore a reported message (the dialog shows a failure in place): only the reported list changes. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, action }: { id: string; action: 'hide' | 'restore' }) =>
      apiRequest<StaffModerationActionResponse>(`/staff/moderation/${id}/${action}/`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: () => invalidateAudited(queryClient, [moderationKeys.all]),
  });
}
