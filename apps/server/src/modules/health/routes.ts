import { apiErrorSchema, errorCodes } from '@exitcraft/shared/errors';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';

export async function healthRoutes(app: App) {
  // Checks that arrive while one is under way share its answer: a load balancer polling hard
  // cannot queue up database round trips, and every answer is still a fresh check.
  let inFlight: Promise<void> | null = null;
  const pingOnce = () => {
    inFlight ??= app.deps.database.ping().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await pingOnce();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        const message = 'The database is not reachable.';
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ code: errorCodes.unavailable, message, error: message, status: 'error' });
      }
    },
  );
}
