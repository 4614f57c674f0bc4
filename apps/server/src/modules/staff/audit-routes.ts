import { staffAuditQuerySchema, staffAuditResponseSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { listAudit } from './audit.ts';
import { errors, security, tags } from './route-shared.ts';

export async function auditRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/audit/',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first: filter by actor, action and time; cursor paging',
        security,
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditResponseSchema, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );
}
