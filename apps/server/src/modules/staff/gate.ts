import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { App } from '../../lib/http.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { currentUser } from '../../plugins/authenticate.ts';

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

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The gate of every staff route: 401 without a valid bearer, 404 for a bearer who is not staff.
 * Both run as onRequest hooks, before the body is parsed or validated, so a non-staff caller gets
 * the same 404 whatever it sends. Registering a route under /staff without them throws at start.
 */
export function staffGate(app: App) {
  const gate = [app.authenticate, requireStaff];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/staff')) return;
    const hooks = asList(route.onRequest);
    if (!hooks.includes(app.authenticate) || !hooks.includes(requireStaff)) {
      throw new Error(`${String(route.method)} ${route.url} is a staff route without the staff gate`);
    }
  });
  return gate;
}
