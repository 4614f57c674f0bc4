import { useResearch } from '../api/get-research.ts';
import { ResearchBrowser } from './research-browser.tsx';

/**
 * The research browser fed by GET /api-statistics/. Its first render shows the bundled list, as
 * the prerendered page does, and the server's list replaces it when it arrives.
 */
export function LiveResearchBrowser() {
  const { categories } = useResearch();
  return <ResearchBrowser categories={categories} />;
}
