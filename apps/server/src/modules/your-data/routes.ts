import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  exportListResponseSchema,
  exportParamsSchema,
  exportPendingResponseSchema,
  exportRequestedResponseSchema,
  yourDataMessages as messages,
} from '@exitcraft/shared/schemas/your-data';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import { requestDeletion } from './deletion.ts';
import { exportRetryAfterSeconds, listExports, readExport, requestExport } from './export.ts';
import { defineYourDataJobs, queueExport } from './jobs.ts';

const tags = ['your data'];
const security = [{ bearer: [] }];

/** Settings → "Your data" (issue 31, decision 041): the export and the account's deletion. */
export async function yourDataRoutes(app: App) {
  defineYourDataJobs(app.deps);
  const confirmed = perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE);

  app.post(
    '/account/export/',
    {
      preHandler: app.authenticate,
      config: confirmed,
      schema: {
        tags,
        summary: 'Ask for a ZIP of everything held about the caller; built in the background, emailed when ready',
        security,
        response: { 202: exportRequestedResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestExport(app.deps, currentUser(request));
      await queueExport(app.deps, created.id);
      return reply.status(202).send(created);
    },
  );

  app.get(
    '/account/export/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s last exports, newest first, with their state',
        security,
        response: { 200: exportListResponseSchema },
      },
    },
    async (request) => ({ exports: await listExports(app.deps, currentUser(request)) }),
  );

  app.get(
    '/account/export/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `The export as a ZIP; 202 with Retry-After while it is built ("${messages.exportNotReady}"); 404 for anyone else’s; 410 once expired`,
        security,
        params: exportParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await readExport(app.deps, currentUser(request), request.params.id);
      if (found.kind === 'pending') {
        return reply
          .status(202)
          .header('retry-after', String(exportRetryAfterSeconds))
          .send(
            exportPendingResponseSchema.parse({
              id: found.id,
              status: 'pending',
              message: messages.exportNotReady,
              retry_after: exportRetryAfterSeconds,
            }),
          );
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${found.filename}"`)
        .send(found.zip);
    },
  );

  app.post(
    '/account/delete/',
    {
      preHandler: app.authenticate,
      config: confirmed,
      schema: {
        tags,
        summary:
          'Delete the account after a 7-day cooling-off: needs the password; every session is signed out now; signing in before `delete_after` cancels it; staff answer 409',
        security,
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => requestDeletion(app.deps, currentUser(request), request.body, request.ip),
  );
}
