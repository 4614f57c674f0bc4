import { researchCategories as bundledResearch, researchEndpoint } from '@exitcraft/shared/content/research';
import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api-statistics/, checked against the shared schema: a reply of the wrong shape is a failed load. */
export async function getResearch(signal?: AbortSignal): Promise<ResearchCategory[]> {
  const reply = await apiRequest<unknown>(researchEndpoint, { signal, timeoutMs: 10_000 });
  // zod loads only here, after the page has painted the bundled list
  const { researchCategoryListSchema } = await import('@exitcraft/shared/schemas/research');
  const parsed = researchCategoryListSchema.safeParse(reply);
  if (!parsed.success) throw new Error(`${researchEndpoint} answered a list of the wrong shape`);
  return parsed.data;
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
