import type { PlanMarkRequest, TrackedPlan } from '@exitcraft/shared/schemas/plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/*
 * The tracked 90-day plan (issue 31): the dashboard shows its progress, /exitwealth its actions
 * with their controls; both read one query, so a mark set on one screen shows on the other.
 */
export const trackedPlanKeys = {
  all: ['tracked-plan'] as const,
  /** GET /plan/ */
  plan: () => [...trackedPlanKeys.all, 'plan'] as const,
};

/** The caller's plan with their marks and progress. */
export function useTrackedPlan() {
  return useQuery({
    queryKey: trackedPlanKeys.plan(),
    queryFn: ({ signal }): Promise<TrackedPlan> => apiRequest<TrackedPlan>('/plan/', { auth: true, signal }),
    // recomputed from the submissions other screens write: read afresh on each visit
    staleTime: 0,
  });
}

/** POST /plan/marks/: the reply is the whole plan as it now stands. */
export function useMarkPlanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: PlanMarkRequest): Promise<TrackedPlan> =>
      apiRequest<TrackedPlan>('/plan/marks/', { method: 'POST', auth: true, body: mark }),
    onSuccess: (plan) => queryClient.setQueryData(trackedPlanKeys.plan(), plan),
    // the controls show the failure in place, beside the action
    meta: { errorToast: false },
  });
}
