import { staffStepUpRequestSchema, staffStepUpResponseSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { currentSession } from '../../plugins/authenticate.ts';
import { currentStaff } from './gate.ts';
import { actorOf, errors, security, tags } from './route-shared.ts';
import { openStepUp } from './step-up.ts';

export async function stepUpRoutes(app: App) {
  app.post(
    '/step-up/',
    {
      schema: {
        tags,
        summary:
          'Confirm the password (and the second factor once one is held): this session may move money or access for 15 minutes',
        security,
        body: staffStepUpRequestSchema,
        response: { 200: staffStepUpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const expiresAt = await openStepUp(
        app.deps,
        staff,
        currentSession(request),
        request.body,
        actorOf(request),
      );
      return { expires_at: expiresAt.toISOString() };
    },
  );
}
