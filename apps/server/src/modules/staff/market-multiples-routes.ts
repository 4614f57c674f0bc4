import { marketMultiplesSchema } from '@exitcraft/shared/content/market-multiples';
import { staffMarketMultiplesSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { changeMarketMultiples, staffMarketMultiples } from './market-multiples.ts';
import { actorOf, errors, security, stepUpErrors, stepUpRequired, tags } from './route-shared.ts';

export async function marketMultiplesRoutes(app: App) {
  app.get(
    '/market-multiples/',
    {
      schema: {
        tags,
        summary: 'The market data the value estimate uses now (null updated_at: the bundled set), and the bundled set',
        security,
        response: { 200: staffMarketMultiplesSchema, ...errors },
      },
    },
    async () => staffMarketMultiples(app.deps.db),
  );

  app.put(
    '/market-multiples/',
    {
      // it moves every member's estimate: a change is confirmed like a refund or a coupon
      preHandler: stepUpRequired(app),
      schema: {
        tags,
        summary: 'Replace the market data (every figure sourced; step-up required; audited)',
        security,
        body: marketMultiplesSchema,
        response: { 200: staffMarketMultiplesSchema, ...stepUpErrors },
      },
    },
    async (request) => changeMarketMultiples(app.deps, actorOf(request), request.body),
  );
}
