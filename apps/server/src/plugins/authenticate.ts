import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens, users } from '../db/schema.ts';
import { unauthorized } from '../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token of an existing user, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** the sign-in session (refresh-token family) of the bearer */
    sessionId: string | null;
  }
}

export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // The token dies with its session: logout, a password reset or a replayed refresh token revoke
  // the family, and the next request with any of its access tokens is refused, on every instance.
  // One indexed round trip, prepared once: the user row only comes back while the session is alive.
  const userId = sql.placeholder('userId');
  const liveSession = app.deps.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const callerQuery = app.deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), exists(liveSession)))
    .limit(1)
    .prepare('authenticate_caller');

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const { deps } = app;
    const claims = deps.accessTokens.verify(match[1], deps.clock.now());
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const [user] = await callerQuery.execute({ userId: claims.userId, sessionId: claims.sessionId });
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    request.user = user;
    request.sessionId = claims.sessionId;
  });
});

/** The authenticated user inside a handler behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The sign-in session (refresh-token family) of the bearer, inside a handler behind `app.authenticate`. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/**
 * The bearer's session when the request carries a valid one, else null: for public calls that a
 * signed-in page also makes (a stale token there must not turn the call into a 401).
 */
export async function optionalSession(
  app: Pick<FastifyInstance, 'authenticate'>,
  request: FastifyRequest,
): Promise<{ userId: string; sessionId: string } | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    await app.authenticate(request);
  } catch {
    return null;
  }
  return request.user && request.sessionId ? { userId: request.user.id, sessionId: request.sessionId } : null;
}
