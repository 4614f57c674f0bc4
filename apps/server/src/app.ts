import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
// @fastify/cookie imports `cookie` (an ES module) when it is registered. By then PGlite's WASM is
// being compiled in the background, and V8 held that import until it was done: 0.25-0.5 s of every
// start with nothing else running. Loaded with this module, it is ready (decision 051).
import 'cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './core/deps.ts';
import type { App } from './lib/http.ts';
import { registerModules } from './modules/index.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { frameOrigins, readSiteSettings } from './modules/site-config/index.ts';
import { AccessLog } from './plugins/access-log.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { registerRoutePolicies } from './plugins/route-policies.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerSpa, type SpaOptions } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions extends SpaOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    logController: new AccessLog(),
    // every body, query and reply is checked and written by its zod schema: Fastify's own JSON
    // Schema compilers (Ajv, fast-json-stringify) are never used, so they are not even loaded (a
    // third of a second of every start; docs/decisions/051-first-start-unpacks-the-template.md)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.decorate('deps', deps);
  // The security headers are the same for every reply: helmet computes them once, here, and one
  // synchronous hook sets them (with the request id) on every reply, errors and 404s included.
  const securityHeaders = headersOf(helmetOptions(config, []));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  framePolicyForPages(app);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  // CORS stays off (same-origin only) unless CORS_ORIGINS names the origins another front end runs on
  const corsOrigins = config.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (corsOrigins?.length) {
    await app.register(fastifyCors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization', 'x-csrftoken'],
      maxAge: 600,
    });
  }
  registerRoutePolicies(app, config);
  await app.register(fastifyRateLimit, { global: false, ...(await sharedRateLimitStore(app, config.REDIS_URL)) });
  await app.register(authenticatePlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Exitcraft API', version: '1.0.0', description: 'The HTTP contract of the Exitcraft web app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // the UI loads only its own files, so it keeps the app's CSP (no validator badge from elsewhere)
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });

  registerMetrics(app);
  await registerModules(app);
  await registerSpa(app, options);
  return app;
}

/**
 * With REDIS_URL every instance counts against the same limits. If Redis is unreachable the
 * limiter lets requests through rather than taking the sign-in pages down with it.
 */
async function sharedRateLimitStore(app: App, redisUrl: string | undefined) {
  if (!redisUrl) return {};
  // loaded only by an instance that shares its limits (a tenth of a second of every start otherwise)
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'exitcraft-rate-limit:', skipOnError: true };
}

/** `true` trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A page (any HTML reply) may frame the proof video's player and the booking page that staff have
 * set now: its CSP is written from the site settings read for that reply, so a changed link is
 * allowed from the next page load on every instance. Other replies frame nothing.
 */
function framePolicyForPages(app: App) {
  const policies = new Map<string, string>();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // the database unreachable: the page is still served, framing nothing (the static policy)
    const settings = await readSiteSettings(app.deps.db).catch(() => null);
    if (!settings) return payload;
    const origins = frameOrigins(settings);
    const key = origins.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = headersOf(helmetOptions(app.deps.config, origins))['content-security-policy'] ?? '';
      policies.set(key, policy);
    }
    reply.header('content-security-policy', policy);
    return payload;
  });
}

function helmetOptions(config: AppDeps['config'], frameSources: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets styles through the DOM; the toast library inserts one <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: frameSources.length > 0 ? frameSources : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    // one framing policy: the CSP's frame-ancestors 'none' and, for older browsers, the same in XFO
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.APP_URL.startsWith('https://'),
  };
}

/** The headers helmet sets for these options (they depend on nothing in the request). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
