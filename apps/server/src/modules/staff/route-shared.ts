import { apiErrorSchema } from '@exitcraft/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/http.ts';
import { currentSession } from '../../plugins/authenticate.ts';
import type { Actor } from './audit.ts';
import { currentStaff } from './gate.ts';
import { requireStepUp } from './step-up.ts';

/** What every staff section's routes declare alike. */
export const tags = ['staff'];
export const security = [{ bearer: [] }];
export const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
export const stepUpErrors = { ...errors, 403: apiErrorSchema };

/** The staff member behind the request, as the audit log records them. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = currentStaff(request);
  return { id: staff.id, email: staff.email, ip: request.ip };
}

/** What moves money or access: a preHandler that lets through only a session inside its step-up window. */
export function stepUpRequired(app: App) {
  const { db, clock } = app.deps;
  return async (request: FastifyRequest) => {
    await requireStepUp(db, currentStaff(request).id, currentSession(request), clock.now());
  };
}
