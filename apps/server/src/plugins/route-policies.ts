import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply carries or depends on a credential (tokens, codes, the caller's own data): never cached. */
    credentials?: boolean;
  }
  interface FastifyInstance {
    /** Every route as it was registered, for tests that must cover each one (fuzzing, headers). */
    routeTable: RegisteredRoute[];
    /** Set by `authenticateEveryRoute` on a scope: every route in it is behind app.authenticate. */
    authenticatesEveryRoute?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  authenticated: boolean;
  config: RouteOptions['config'];
  schema: RouteOptions['schema'];
}

const noStore: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A limit per signed-in person, checked after `app.authenticate` (hence the preHandler hook), so
 * colleagues behind one office address never use up each other's allowance.
 */
export function perUserRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    },
  };
}

/**
 * What every route gets from how it is declared, decided when it is registered (so a new member
 * route cannot forget it):
 * - `Cache-Control: no-store` for every route behind `app.authenticate` and every route marked
 *   `config.credentials`, whatever the request sends;
 * - a generous per-user rate limit for every route behind `app.authenticate` that sets none itself.
 * Registered before the rate-limit plugin, which reads `config.rateLimit` in its own onRoute hook.
 */
export function registerRoutePolicies(app: FastifyInstance, config: Pick<Config, 'USER_RATE_LIMIT_PER_MINUTE'>) {
  app.decorate('routeTable', []);
  // `this` is the (encapsulated) instance the route is registered on
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    // behind app.authenticate as a preHandler, or as an onRequest hook of the route or of its whole
    // scope (the staff gate answers before the body is even parsed, so a non-staff caller cannot
    // probe the staff routes' schemas)
    const authenticated =
      this.authenticatesEveryRoute === true ||
      [...asList(route.preHandler), ...asList(route.onRequest)].some((handler) => handler === app.authenticate);
    for (const method of asList(route.method)) {
      app.routeTable.push({ method, url: route.url, authenticated, config: route.config, schema: route.schema });
    }
    if (authenticated && !route.config?.rateLimit) {
      route.config = { ...route.config, ...perUserRateLimit(config.USER_RATE_LIMIT_PER_MINUTE) };
    }
    if (authenticated || route.config?.credentials) route.onSend = [...asList(route.onSend), noStore];
  });
}

/**
 * Puts every route of this scope (an encapsulated plugin and what it registers) behind
 * app.authenticate, as one onRequest hook declared once; the policies above treat those routes as
 * authenticated, exactly as if each declared the hook itself.
 */
export function authenticateEveryRoute(app: FastifyInstance) {
  app.decorate('authenticatesEveryRoute', true);
  app.addHook('onRequest', app.authenticate);
}
