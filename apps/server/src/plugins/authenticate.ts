import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema.ts';
import { unauthorized } from '../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token of an existing user, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const { deps } = app;
    const claims = await deps.accessTokens.verify(match[1], deps.clock.now());
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const [user] = await deps.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    request.user = user;
  });
});

/** The authenticated user inside a handler behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
