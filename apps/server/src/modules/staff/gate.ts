import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { App } from '../../lib/http.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { authenticateEveryRoute } from '../../plugins/route-policies.ts';

/**
 * The product's not-found reply, word for word as the not-found handler gives it for a path that
 * does not exist: a bearer who is not staff learns nothing about the back office.
 */
function notFoundReply(request: FastifyRequest) {
  return notFound(`No route ${request.method} ${request.url.split('?')[0]}.`);
}

/**
 * Behind `app.authenticate`, which has just read the caller's row (is_staff included) from the
 * database for this request: revoking staff takes effect on that person's next request.
 */
export const requireStaff: onRequestAsyncHookHandler = async (request) => {
  if (!request.user?.isStaff) throw notFoundReply(request);
};

/** The caller inside a staff handler (the gate has run). */
export function currentStaff(request: FastifyRequest): UserRow {
  return currentUser(request);
}

/**
 * The gate of every staff route, declared once on the /staff scope: 401 without a valid bearer, 404
 * for a bearer who is not staff. Both run as onRequest hooks of the scope, before the body is parsed
 * or validated, so a non-staff caller gets the same 404 whatever it sends; a route registered inside
 * the scope cannot be without them.
 */
export function staffGate(app: App) {
  authenticateEveryRoute(app);
  app.addHook('onRequest', requireStaff);
}
