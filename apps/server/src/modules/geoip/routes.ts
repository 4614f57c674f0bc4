import { geoipResponseSchema } from '@exitcraft/shared/schemas/auth';
import type { App } from '../../lib/http.ts';
import { perIpRateLimit } from '../../core/rate-limit.ts';
import { lookupCountry } from './lookup.ts';

export async function geoipRoutes(app: App) {
  app.get(
    '/geoip/',
    {
      config: perIpRateLimit(app.deps.config),
      schema: {
        tags: ['accounts'],
        summary: "The visitor's country (lowercase ISO code) to preselect the phone country",
        response: { 200: geoipResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('vary', 'accept-language');
      const country = await lookupCountry({
        serviceUrl: app.deps.config.GEOIP_URL,
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      });
      return { country_code: country };
    },
  );
}
