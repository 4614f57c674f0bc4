import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { App } from '../../lib/http.ts';
import { enrolSecondFactorCode, enrolSecondFactorMessage } from '@exitcraft/shared/messages/second-factor';
import { AppError, notFound } from '../../lib/errors.ts';
import { hasSecondFactor } from '../accounts/index.ts';
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
 * the scope cannot be without them. With STAFF_REQUIRE_SECOND_FACTOR, a staff member without a
 * passkey or authenticator app reads the back office but every change answers 403 until they add
 * one (decision 033).
 */
export function staffGate(app: App) {
  authenticateEveryRoute(app);
  app.addHook('onRequest', requireStaff);
  if (app.deps.config.STAFF_REQUIRE_SECOND_FACTOR) {
    const { db } = app.deps;
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      if (!(await hasSecondFactor(db, currentStaff(request).id))) {
        throw new AppError(403, enrolSecondFactorCode, enrolSecondFactorMessage);
      }
    });
  }
}
