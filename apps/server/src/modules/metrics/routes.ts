import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@exitcraft/shared/errors';
import type { App } from '../../lib/http.ts';
import { createMetrics } from './registry.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer. Without
 * METRICS_TOKEN the route does not exist (404) and nothing is measured. Called on the root app
 * (not registered as a plugin) so that its hook sees every route.
 */
export function registerMetrics(app: App) {
  const token = app.deps.config.METRICS_TOKEN;
  if (!token) return;
  const { registry } = app.deps.meters;
  const metrics = createMetrics(app.deps.database, registry);
  metrics.observe(app);
  const expected = digest(`Bearer ${token}`);

  app.get('/metrics', { schema: { hide: true }, config: { credentials: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    // compared as digests: equal lengths, constant time
    if (!given || !timingSafeEqual(digest(given), expected)) {
      const message = 'A valid metrics token is required.';
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: errorCodes.unauthorized, message, error: message, status: 'error' });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
