import { apiErrorSchema, errorCodes } from '@exitcraft/shared/errors';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';

const unavailable = (message: string) => ({
  code: errorCodes.unavailable,
  message,
  error: message,
  status: 'error' as const,
});

/** How long a successful database check answers /health without asking the database again. */
export const healthReuseMs = 1000;

/**
 * /health: the process is alive and reaches its database, checked at most once a second (what a
 * container's liveness check and `npm start` wait for). /ready: this instance should get traffic:
 * the database answers, every migration of this build is applied, and it is not draining for a
 * shutdown (what the proxy's active health check and a readiness probe ask).
 */
export async function healthRoutes(app: App) {
  const { database, lifecycle } = app.deps;
  // Checks that arrive while one is under way share its answer: a load balancer polling hard
  // cannot queue up database round trips, and every answer is still a fresh check.
  let inFlight: Promise<void> | null = null;
  const pingOnce = () => {
    inFlight ??= database.ping().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  // A database that answered stands for a second on /health: the register form's fire-and-forget
  // call and a polling supervisor cost no round trip each, and an outage still shows within a
  // second. A failure is never reused. /ready, which decides where traffic goes, always asks.
  let aliveUntil = 0;
  const checkAlive = async () => {
    if (performance.now() < aliveUntil) return;
    await pingOnce();
    aliveUntil = performance.now() + healthReuseMs;
  };
  // once applied, a migration stays applied: after the first yes the question is not asked again
  let migrated = false;

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }), 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await checkAlive();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).header('retry-after', '5').send(unavailable('The database is not reachable.'));
      }
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, not draining',
        response: { 200: z.object({ status: z.literal('ready') }), 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const refuse = (message: string) => reply.status(503).header('retry-after', '5').send(unavailable(message));
      if (lifecycle.draining) return refuse('This instance is shutting down.');
      try {
        await pingOnce();
        migrated ||= await database.migrationsApplied();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return refuse('The database is not reachable.');
      }
      if (!migrated) return refuse('The database schema is not up to date yet.');
      return { status: 'ready' as const };
    },
  );
}
