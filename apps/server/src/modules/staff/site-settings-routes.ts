import { siteSettingsRequestSchema, siteSettingsSchema } from '@exitcraft/shared/schemas/site-config';
import type { App } from '../../lib/http.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { actorOf, errors, security, stepUpErrors, stepUpRequired, tags } from './route-shared.ts';
import { changeSiteSettings } from './site-settings.ts';

export async function siteSettingsRoutes(app: App) {
  const stepUp = stepUpRequired(app);

  app.get(
    '/site-settings/',
    {
      schema: {
        tags,
        // what it shows is public (GET /site-config/): reading needs no step-up, changing does
        summary: 'The operator’s identity and links as set now, null when unset',
        security,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async () => readSiteSettings(app.deps.db),
  );

  app.put(
    '/site-settings/',
    {
      preHandler: stepUp,
      schema: {
        tags,
        summary:
          'Replace the site settings; every instance serves them from its next request (step-up required; audited)',
        security,
        body: siteSettingsRequestSchema,
        response: { 200: siteSettingsSchema, ...stepUpErrors },
      },
    },
    async (request) => changeSiteSettings(app.deps, actorOf(request), request.body),
  );
}
