import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useResearch } from '../api/get-research.ts';
import { ResearchBrowser } from './research-browser.tsx';

function ServerResearch() {
  const { categories } = useResearch();
  return <ResearchBrowser categories={categories} />;
}

/**
 * The research browser fed by GET /api-statistics/. Its first render shows the bundled list, as
 * the prerendered page does, and the server's list replaces it when it arrives.
 */
export function LiveResearchBrowser() {
  return (
    <QueryProvider>
      <ServerResearch />
    </QueryProvider>
  );
}
