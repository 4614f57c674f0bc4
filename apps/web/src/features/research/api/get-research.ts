import { researchCategories as bundledResearch, researchEndpoint } from '@exitcraft/shared/content/research';
import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { publicRead } from '../../../lib/public-read.ts';

/**
 * GET /api-statistics/, read once for the page's life without TanStack Query (lib/public-read.ts):
 * /coi is public and shows the list, nothing more. A load that fails twice is only logged
 * (member-area section 8) and the bundled list stays.
 */
const research = publicRead<ResearchCategory[]>(researchEndpoint, {
  freshMs: Number.POSITIVE_INFINITY,
  onFailure: (error) => console.warn('Research list not loaded; showing the bundled list.', error),
});

/** Forgets the server's list: the next reader asks again (each test starts from nothing). */
export const forgetResearch = research.forget;

export interface ResearchData {
  categories: ResearchCategory[];
  /** True once the server's list has replaced the bundled one. */
  fromServer: boolean;
}

/** The bundled list shows at once and the server's list replaces it when it arrives. */
export function useResearch(): ResearchData {
  const categories = research.useStored();
  return categories ? { categories, fromServer: true } : { categories: bundledResearch, fromServer: false };
}
