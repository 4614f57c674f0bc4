import { exitReadinessReportSchema } from '@exitcraft/shared/schemas/exit-readiness';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { renderExitReadinessPdf } from './render-pdf.ts';
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
      const pdf = await renderExitReadinessPdf(report, inputs, await readSiteSettings(db));
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="exitcraft-exit-readiness-${day}.pdf"`)
        .send(pdf);
    },
  );
}
