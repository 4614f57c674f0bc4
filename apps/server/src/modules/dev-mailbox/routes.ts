import { devMailboxResponseSchema, emailSchema } from '@exitcraft/shared/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { devMailboxEnabled } from '../../adapters/mailer/index.ts';
import { emailOutbox } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { normalizeEmail } from '../../core/email-address.ts';
import { mailboxPage } from './page.ts';

const shownMessages = 100;

/**
 * GET /dev/mailbox: the dev outbox, so a new developer can finish a sign-up without a mail
 * server. Answers 404 as soon as SMTP is configured or in production.
 */
export async function devMailboxRoutes(app: App) {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages kept by the dev outbox, newest first (only without SMTP, never in production)',
        querystring: z.object({ to: emailSchema.optional() }),
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (request, reply) => {
      if (!devMailboxEnabled(app.deps.config)) throw notFound();
      const to = request.query.to ? normalizeEmail(request.query.to) : undefined;
      const rows = await app.deps.db
        .select()
        .from(emailOutbox)
        .where(to ? eq(emailOutbox.to, to) : undefined)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(shownMessages);
      const mailbox = {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
      reply.header('cache-control', 'no-store');
      if ((request.headers.accept ?? '').includes('text/html')) {
        // a string with a non-JSON type goes out as is; the schema types only the JSON reply
        return reply.type('text/html; charset=utf-8').send(mailboxPage(mailbox, to) as never);
      }
      return mailbox;
    },
  );
}
