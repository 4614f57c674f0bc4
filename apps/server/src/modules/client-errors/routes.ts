import { clientErrorReceiptSchema, clientErrorReportSchema } from '@exitcraft/shared/schemas/client-errors';
import type { App } from '../../lib/http.ts';
import { optionalSession } from '../../plugins/authenticate.ts';
import { recordClientError } from './service.ts';

/** Reports per minute and address: a page stuck in a crash loop must not flood the logs. */
export const clientErrorsPerMinute = 20;
/** A report is a message and a stack cut to size: anything much larger is not one. */
export const clientErrorBodyLimit = 16 * 1024;

/** POST /client-errors/: the browser tells the operator what went wrong, in the same logs. */
export async function clientErrorRoutes(app: App) {
  app.post(
    '/client-errors/',
    {
      bodyLimit: clientErrorBodyLimit,
      config: { rateLimit: { max: clientErrorsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['site'],
        summary:
          'Report a browser error: logged as one JSON line with the request id (returned) and the signed-in caller’s id, counted in /metrics',
        body: clientErrorReportSchema,
        response: { 202: clientErrorReceiptSchema },
      },
    },
    async (request, reply) => {
      // a stale or missing bearer still gets its report logged, without a user id
      const session = await optionalSession(app, request);
      recordClientError({ log: request.log, meters: app.deps.meters }, request.body, session?.userId ?? null);
      return reply.status(202).send({ request_id: request.id });
    },
  );
}
