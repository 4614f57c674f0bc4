import { researchCategories as bundledResearch, researchEndpoint } from '@exitcraft/shared/content/research';
import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api-statistics/: the server checks its reply against the shared schema before it sends it (decision 047). */
export function getResearch(signal?: AbortSignal): Promise<ResearchCategory[]> {
  return apiRequest<ResearchCategory[]>(researchEndpoint, { signal, timeoutMs: 10_000 });
}

export interface ResearchData {
  categories: ResearchCategory[];
  /** True once the server's list has replaced the bundled one. */
  fromServer: boolean;
}

/**
 * The bundled list shows at once and the server's list replaces it when it arrives. A failed load
 * is only logged (member-area section 8) and the bundled list stays.
 */
export function useResearch(): ResearchData {
  const query = useQuery({ queryKey: ['research-categories'], queryFn: ({ signal }) => getResearch(signal) });
  useEffect(() => {
    if (query.error) console.warn('Research list not loaded; showing the bundled list.', query.error);
  }, [query.error]);
  return query.data ? { categories: query.data, fromServer: true } : { categories: bundledResearch, fromServer: false };
}
