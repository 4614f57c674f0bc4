import type {
  StaffResearchCategory,
  StaffResearchCategoryRequest,
  StaffResearchList,
} from '@exitcraft/shared/schemas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { staffKeys } from './keys.ts';

export const researchKeys = {
  all: [...staffKeys.all, 'research'] as const,
  /** GET /staff/research/ */
  list: () => [...researchKeys.all, 'list'] as const,
};

export function useResearch() {
  return useQuery({
    queryKey: researchKeys.list(),
    queryFn: ({ signal }) => apiRequest<StaffResearchList>('/staff/research/', { auth: true, signal }),
  });
}

/** POST /staff/research/ (a new category) or PUT /staff/research/:id/: only the research list changes. */
export function useSaveResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, body }: { id: number | null; body: StaffResearchCategoryRequest }) =>
      apiRequest<StaffResearchCategory>(id === null ? '/staff/research/' : `/staff/research/${id}/`, {
        method: id === null ? 'POST' : 'PUT',
        auth: true,
        body,
      }),
    onSuccess: () => invalidateAudited(queryClient, [researchKeys.all]),
  });
}

/** DELETE /staff/research/:id/: only the research list changes. */
export function useDeleteResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) => apiRequest(`/staff/research/${id}/`, { method: 'DELETE', auth: true }),
    onSuccess: () => invalidateAudited(queryClient, [researchKeys.all]),
  });
}
