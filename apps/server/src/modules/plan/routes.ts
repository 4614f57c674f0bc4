import { planMarkRequestSchema, trackedPlanSchema } from '@exitcraft/shared/schemas/plan';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { markPlanAction, trackedPlan } from './service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** Issue 31: the tracked 90-day plan: each action with the caller's mark, and setting a mark. */
export async function planRoutes(app: App) {
  const { db, clock } = app.deps;

  app.get(
    '/plan/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s 90-day plan with their marks (started, done, snoozed, dismissed, again) and progress',
        security,
        response: { 200: trackedPlanSchema },
      },
    },
    async (request) => trackedPlan(db, currentUser(request).id, clock.now()),
  );

  app.post(
    '/plan/marks/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Mark an action of the caller’s plan started, done, snoozed (until a date), dismissed (with a reason) or open',
        security,
        body: planMarkRequestSchema,
        response: { 200: trackedPlanSchema },
      },
    },
    async (request) => markPlanAction(db, currentUser(request).id, request.body, clock.now()),
  );
}
