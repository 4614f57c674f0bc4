import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens, users } from '../db/schema.ts';
import { batchPerTurn } from '../lib/batch-per-turn.ts';
import { unauthorized } from '../lib/errors.ts';
import type { AccessClaims } from '../core/access-token.ts';
import type { UserRow } from '../core/caller.ts';

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
  // One indexed statement, prepared once: a user row only comes back while its session is alive.
  // The callers of every request that arrived in one turn of the event loop are looked up together
  // (batchPerTurn), so under load N requests cost one statement, not N; alone, a request still
  // costs exactly one.
  const userIds = sql.placeholder('userIds');
  const requested = sql`unnest(${userIds}::uuid[], ${sql.placeholder('sessionIds')}::uuid[]) as requested(user_id, session_id)`;
  const requestedUser = sql`requested.user_id`;
  const requestedSession = sql<string>`requested.session_id`;
  const liveSession = app.deps.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, requestedSession),
        eq(refreshTokens.userId, requestedUser),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const callersQuery = app.deps.db
    .select({ user: users, sessionId: requestedSession })
    .from(users)
    .innerJoin(requested, eq(users.id, requestedUser))
    // the planner reads users by its primary key, whatever it guesses of the array's length
    .where(and(sql`${users.id} = any(${userIds}::uuid[])`, exists(liveSession)))
    .prepare('authenticate_callers');
  const callerKey = (userId: string, sessionId: string) => `${userId} ${sessionId}`;
  const callerOf = batchPerTurn(
    (claims: AccessClaims) => callerKey(claims.userId, claims.sessionId),
    async (batch) => {
      const rows = await callersQuery.execute({
        userIds: batch.map((claims) => claims.userId),
        sessionIds: batch.map((claims) => claims.sessionId),
      });
      return new Map(rows.map((row) => [callerKey(row.user.id, row.sessionId), row.user]));
    },
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const { deps } = app;
    const claims = deps.accessTokens.verify(match[1], deps.clock.now());
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const user = await callerOf(claims);
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
