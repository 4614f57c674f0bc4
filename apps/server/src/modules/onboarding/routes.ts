import { adviserSessionRequestSchema, onboardingStateSchema } from '@exitcraft/shared/schemas/onboarding';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { onboardingState, recordAdviserSession } from './service.ts';

export async function onboardingRoutes(app: App) {
  const { db, clock } = app.deps;

  app.get(
    '/onboarding/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s onboarding step and progress, derived from what they submitted',
        security: [{ bearer: [] }],
        response: { 200: onboardingStateSchema },
      },
    },
    async (request) => onboardingState(db, currentUser(request).id),
  );

  app.post(
    '/onboarding/adviser-session/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'Record that the adviser session was booked or skipped; answers the new onboarding state',
        security: [{ bearer: [] }],
        body: adviserSessionRequestSchema,
        response: { 200: onboardingStateSchema },
      },
    },
    async (request) => recordAdviserSession(db, currentUser(request).id, request.body.status, clock.now()),
  );
}
