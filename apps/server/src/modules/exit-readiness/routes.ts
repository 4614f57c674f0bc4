import { exitReadinessReportSchema } from '@exitcraft/shared/schemas/exit-readiness';
import { valueHistorySchema, valueReportSchema } from '@exitcraft/shared/schemas/value-report';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { renderExitReadinessPdf } from './render-pdf.ts';
import { valueHistory, valueReportFor } from './value.ts';
import { assertMayDownload, exitReadinessReport, reportWithInputs } from './service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** Issue 15: the caller's Exit Readiness Score, at-stake figure and 90-day plan, as JSON and as a PDF. */
export async function exitReadinessRoutes(app: App) {
  const { db, clock } = app.deps;

  app.get(
    '/reports/exit-readiness/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s Exit Readiness Score with its parts, the money at stake and the 90-day plan',
        security,
        response: { 200: exitReadinessReportSchema },
      },
    },
    async (request) => exitReadinessReport(db, currentUser(request), clock.now()),
  );

  app.get(
    '/reports/exit-readiness.pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s Exit Readiness Report as a PDF (members only: a guest is refused with 403)',
        security,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertMayDownload(user);
      const now = clock.now();
      const { report, inputs } = await reportWithInputs(db, user, now);
      const value = await valueReportFor(db, user.id);
      const pdf = await renderExitReadinessPdf(report, inputs, await readSiteSettings(db), value);
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="exitcraft-exit-readiness-${day}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/reports/value/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'What the business might sell for: multiple and value ranges, drivers, potential and gap (or what is missing)',
        security,
        response: { 200: valueReportSchema },
      },
    },
    async (request) => valueReportFor(db, currentUser(request).id),
  );

  app.get(
    '/reports/value/history/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The readiness score and value range after each submission and change of financials, oldest first',
        security,
        response: { 200: valueHistorySchema },
      },
    },
    async (request) => valueHistory(db, currentUser(request).id),
  );
}
