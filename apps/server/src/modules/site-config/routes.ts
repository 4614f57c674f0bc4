import { siteConfigSchema } from '@exitcraft/shared/schemas/site-config';
import type { App } from '../../lib/http.ts';
import { readSiteSettings } from './settings.ts';
import { publicSiteConfig } from './site-config.ts';

/** Public settings the web app needs at run time but must not bake into its build. */
export async function siteConfigRoutes(app: App) {
  app.get(
    '/site-config/',
    {
      schema: {
        tags: ['site'],
        summary:
          'Public run-time settings: the operator’s name, address, contact email, support phone and social links, the proof video player and the adviser booking page (null when unset)',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      // staff may change them at any time: the browser asks again on each page load
      reply.header('cache-control', 'no-cache');
      return publicSiteConfig(await readSiteSettings(app.deps.db));
    },
  );
}
