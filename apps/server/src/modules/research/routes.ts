import { marketMultiplesEndpoint, marketMultiplesSchema } from '@exitcraft/shared/content/market-multiples';
import { researchEndpoint } from '@exitcraft/shared/content/research';
import { researchCategoryListSchema } from '@exitcraft/shared/schemas/research';
import type { App } from '../../lib/http.ts';
import { readMarketMultiples } from './market.ts';
import { listResearchCategories } from './service.ts';

/** The list changes only by import; a minute of caching spares the database on busy pages. */
const cacheControl = 'public, max-age=60, stale-while-revalidate=300';

export async function researchRoutes(app: App) {
  app.get(
    researchEndpoint,
    {
      schema: {
        tags: ['research'],
        summary: 'Research categories for the Cost of Inaction page, in display order',
        response: { 200: researchCategoryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return listResearchCategories(app.deps.db);
    },
  );

  app.get(
    marketMultiplesEndpoint,
    {
      schema: {
        tags: ['research'],
        summary: 'The market data the value estimate uses now: sourced median multiples by deal size',
        response: { 200: marketMultiplesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return (await readMarketMultiples(app.deps.db)).data;
    },
  );
}
