import type { FastifyRequest } from 'fastify';
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
 * Header and field paths pino replaces with "[Redacted]" wherever they are logged: the default
 * request serializer logs no headers and no bodies, these hold if someone adds either.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'password',
  '*.password',
  'otp',
  '*.otp',
  'refresh',
  '*.refresh',
  'access',
  '*.access',
  'tokens',
  '*.tokens',
  'cardNumber',
  '*.cardNumber',
  'cvc',
  '*.cvc',
];

/**
 * The app's pino options (main.ts): JSON lines at LOG_LEVEL, every line of a request carrying its
 * `reqId` (Fastify's child logger; the id is X-Request-Id when the proxy sent one), nothing secret.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
