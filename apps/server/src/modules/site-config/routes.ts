import { siteConfigSchema } from '@exitcraft/shared/schemas/site-config';
import type { App } from '../../lib/http.ts';
import { publicSiteConfig } from './site-config.ts';

/** Public settings the web app needs at run time but must not bake into its build. */
export async function siteConfigRoutes(app: App) {
  app.get(
    '/site-config/',
    {
      schema: {
        tags: ['site'],
        summary: 'Public run-time settings of the web app (the proof video player and the adviser booking page)',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      // the value changes only with a restart; a short cache spares a request per proof-page visit
      reply.header('cache-control', 'public, max-age=300');
      return publicSiteConfig(app.deps.config);
    },
  );
}
