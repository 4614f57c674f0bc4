import {
  emailPreferencesRequestSchema,
  emailPreferencesSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@exitcraft/shared/schemas/email-preferences';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readPreferences, writePreferences } from './preferences.ts';
import { defineReminderJobs, unsubscribe } from './service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Issue 31: email preferences, the public one-click unsubscribe, and the reminder jobs' handlers. */
export async function reminderRoutes(app: App) {
  const { db, clock } = app.deps;
  defineReminderJobs(app.deps);

  app.get(
    '/account/email-preferences/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s email preferences: each reminder kind on or off, the digest weekday and the time zone',
        security,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => readPreferences(db, currentUser(request).id),
  );

  app.patch(
    '/account/email-preferences/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change the caller’s email preferences (only the fields sent)',
        security,
        body: emailPreferencesRequestSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => writePreferences(db, currentUser(request).id, request.body, clock.now()),
  );

  await app.register(async (scope) => {
    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form to the URL in the header
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/unsubscribe/',
      {
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058), no session: the signed token in the query (mail clients) or the JSON body (the confirmation page); a forged token answers 400, a used one 410',
          querystring: z.object({ token: z.string().max(512).optional() }),
          body: z.union([unsubscribeRequestSchema, z.object({}).passthrough()]).optional(),
          response: { 200: unsubscribeResponseSchema },
        },
      },
      async (request) => {
        const fromBody = (request.body as { token?: unknown } | undefined)?.token;
        const token = typeof fromBody === 'string' ? fromBody : ((request.query as { token?: string }).token ?? '');
        return unsubscribe(app.deps, token, clock.now());
      },
    );
  });
}
