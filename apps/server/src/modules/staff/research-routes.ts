import { apiErrorSchema } from '@exitcraft/shared/errors';
import {
  staffResearchCategoryRequestSchema,
  staffResearchCategorySchema,
  staffResearchIdParamsSchema,
  staffResearchListSchema,
} from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { createResearch, deleteResearch, staffResearch, updateResearch } from './research.ts';
import { actorOf, errors, security, tags } from './route-shared.ts';

export async function researchRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/research/',
    {
      schema: {
        tags,
        summary: 'The research categories GET /api-statistics/ serves, with their ids',
        security,
        response: { 200: staffResearchListSchema, ...errors },
      },
    },
    async () => staffResearch(db),
  );

  app.post(
    '/research/',
    {
      schema: {
        tags,
        summary: 'Add a research category at the end of the list (https sources; audited)',
        security,
        body: staffResearchCategoryRequestSchema,
        response: { 201: staffResearchCategorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createResearch(app.deps, actorOf(request), request.body)),
  );

  app.put(
    '/research/:id/',
    {
      schema: {
        tags,
        summary: 'Replace a research category’s name and statistics (audited)',
        security,
        params: staffResearchIdParamsSchema,
        body: staffResearchCategoryRequestSchema,
        response: { 200: staffResearchCategorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateResearch(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/research/:id/',
    {
      schema: {
        tags,
        summary: 'Remove a research category (audited)',
        security,
        params: staffResearchIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteResearch(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
