import {
  companyFinancialsReplySchema,
  companyFinancialsRequestSchema,
} from '@exitcraft/shared/schemas/company-financials';
import { errorCodes } from '@exitcraft/shared/errors';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readFinancials, saveFinancials } from './service.ts';

const tags = ['business details'];

/** The step as sent, or a 400 whose `fields` gives each bad field its own message. */
function parseFinancials(body: unknown) {
  const parsed = companyFinancialsRequestSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const message = Object.values(fields)[0] ?? 'The financials are not valid.';
  throw new AppError(400, errorCodes.validation, message, {}, { fields });
}
const security = [{ bearer: [] }];

export interface CompanyFinancialsRoutesOptions {
  /** runs after every saved change (the value snapshot, owned by exit-readiness, is handed in) */
  onSaved: (deps: AppDeps, userId: string, now: Date) => Promise<void>;
}

/** Issue 30: the business details' optional Financials step. */
export async function companyFinancialsRoutes(app: App, { onSaved }: CompanyFinancialsRoutesOptions) {
  const { db, clock } = app.deps;

  app.get(
    '/company-financials/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s financials (null for a field never saved)',
        security,
        response: { 200: companyFinancialsReplySchema },
      },
    },
    async (request) => readFinancials(db, currentUser(request).id),
  );

  app.put(
    '/company-financials/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Replace the caller’s financials (a field left out or null is cleared; 400 names each bad field)',
        security,
        // parsed in the handler, so a refusal names every bad field (`fields`), not only the first
        body: z.unknown(),
        response: { 200: companyFinancialsReplySchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = clock.now();
      const saved = await saveFinancials(db, userId, parseFinancials(request.body), now);
      await onSaved(app.deps, userId, now);
      return saved;
    },
  );
}
