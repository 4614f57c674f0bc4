import type { BenchmarksReply } from '@exitcraft/shared/schemas/benchmarks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const benchmarkKeys = {
  all: ['benchmarks'] as const,
  /** GET /benchmarks/ */
  mine: () => [...benchmarkKeys.all, 'mine'] as const,
};

/**
 * GET /benchmarks/: the caller's figures among other owners'. The owners' side is frozen for the
 * day (decision 038); only the caller's own figures move, so a submission invalidates it.
 */
export function useBenchmarks() {
  return useQuery({
    queryKey: benchmarkKeys.mine(),
    queryFn: ({ signal }): Promise<BenchmarksReply> =>
      apiRequest<BenchmarksReply>('/benchmarks/', { auth: true, signal }),
    staleTime: 60_000,
  });
}
