import type { StaffJobsResponse } from '@exitcraft/shared/schemas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffKeys } from './keys.ts';

export const jobsKeys = {
  /** GET /staff/jobs/: the job queue by kind and its failed jobs */
  all: [...staffKeys.all, 'jobs'] as const,
};

export function useJobs() {
  return useQuery({
    queryKey: jobsKeys.all,
    queryFn: ({ signal }): Promise<StaffJobsResponse> =>
      apiRequest<StaffJobsResponse>('/staff/jobs/', { auth: true, signal }),
  });
}

/** POST /staff/jobs/{kind}/{id}/retry/: the reply is the queue as it now stands. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: string; id: string }): Promise<StaffJobsResponse> =>
      apiRequest<StaffJobsResponse>(`/staff/jobs/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/retry/`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: (reply) => queryClient.setQueryData(jobsKeys.all, reply),
  });
}
