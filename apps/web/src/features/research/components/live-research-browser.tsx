import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { queryClient } from '../../../lib/query-client.ts';
import { useResearch } from '../api/get-research.ts';
import { ResearchBrowser } from './research-browser.tsx';

function ServerResearch() {
  const { categories } = useResearch();
  return <ResearchBrowser categories={categories} />;
}

/**
 * The research browser fed by GET /api-statistics/. Its first render shows the bundled list, as
 * the prerendered page does; TanStack Query lives in this chunk, off the page's first load, and the
 * app's client is provided here unless a provider already is.
 */
export function LiveResearchBrowser() {
  if (use(QueryClientContext)) return <ServerResearch />;
  return (
    <QueryClientProvider client={queryClient}>
      <ServerResearch />
    </QueryClientProvider>
  );
}
