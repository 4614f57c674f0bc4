import {
  staffModerationActionResponseSchema,
  staffModerationParamsSchema,
  staffModerationQuerySchema,
  staffModerationResponseSchema,
} from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { listReported, moderate } from './moderation.ts';
import { actorOf, errors, security, tags } from './route-shared.ts';

export async function moderationRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/moderation/',
    {
      schema: {
        tags,
        summary:
          'Reported community messages, newest report first: channel, alias, text, report count and reasons, hidden state; cursor paging',
        security,
        querystring: staffModerationQuerySchema,
        response: { 200: staffModerationResponseSchema, ...errors },
      },
    },
    async (request) => listReported(db, request.query),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/moderation/:id/${action}/`,
      {
        schema: {
          tags,
          summary: hidden
            ? 'Hide a community message for everyone: it leaves every open stream at once (audited)'
            : 'Restore a hidden community message: it is back in the history and in every open stream (audited)',
          security,
          params: staffModerationParamsSchema,
          response: { 200: staffModerationActionResponseSchema, ...errors },
        },
      },
      async (request) => moderate(app.deps, actorOf(request), request.params.id, hidden),
    );
  }
}
