import type { App } from '../../lib/http.ts';
import { z } from 'zod';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ code: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ code: 'unavailable', message: 'The database is not reachable.' });
      }
    },
  );
}
