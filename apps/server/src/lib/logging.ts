import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.ts';

/**
 * Query parameters that carry a credential (the community stream's one-time ticket, any token or
 * code a link may carry): their values never reach a log line, in a URL or anywhere else.
 */
const secretQueryParameters = new Set(['ticket', 'token', 'code', 'otp', 'password', 'access', 'refresh']);

/** The request's URL as logged: its path, and its query with credential values replaced. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '').toLowerCase();
      return secretQueryParameters.has(name) ? `${pair.split('=')[0]}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Keys whose values never reach a log line, wherever they stand in an object that is logged:
 * credentials in headers, bodies, and the fields that carry passwords, codes, tokens and cards.
 */
export const secretKeys = new Set([
  'authorization',
  'cookie',
  'x-csrftoken',
  'stripe-signature',
  'set-cookie',
  'body',
  'password',
  'otp',
  'refresh',
  'access',
  'tokens',
  'cardNumber',
  'cvc',
]);

const censor = '[Redacted]';
const maxDepth = 8;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every secret key's value replaced by "[Redacted]", at any depth of its plain objects
 * and arrays. It copies only the objects on the way to a secret (what holds none is returned as
 * it is), and leaves class instances (a request, a reply, an error) to their serializers.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > maxDepth) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const redacted = redactSecrets(item, depth + 1);
      if (redacted !== item) (copy ??= [...(value as unknown[])])[index] = redacted;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const redacted = secretKeys.has(key) ? censor : redactSecrets(item, depth + 1);
    if (redacted !== item) (copy ??= { ...value })[key] = redacted;
  }
  return (copy ?? value) as T;
}

/**
 * The app's pino options (main.ts): JSON lines at LOG_LEVEL, every line of a request carrying its
 * `reqId` (Fastify's child logger; the id is X-Request-Id when the proxy sent one), nothing secret.
 *
 * Secrets are kept out by `redactSecrets`, run on each line's own fields and on each serialized
 * error, not by pino's `redact` paths: those cloned and walked the request and reply of every
 * access line, ~17 % of the CPU of GET /health (issue 16). The request's serializer writes no
 * headers and no body, and its URL has credential values replaced (`loggableUrl`); the reply's
 * writes its status.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    formatters: { log: (fields: Record<string, unknown>) => redactSecrets(fields) },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      // pino's serialized error has a prototype of its own: as a plain copy, its fields are walked
      err: (error: Error) => redactSecrets({ ...pino.stdSerializers.err(error) }),
    },
  };
}
