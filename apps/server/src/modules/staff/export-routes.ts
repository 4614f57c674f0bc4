import { staffPaymentsFilterSchema, staffPeopleFilterSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { exportPayments, exportPeople } from './export.ts';
import { actorOf, security, tags } from './route-shared.ts';

export async function exportRoutes(app: App) {
  const { clock } = app.deps;
  const csvHeaders = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${clock.now().toISOString().slice(0, 10)}.csv"`,
  });

  app.get(
    '/export/people.csv',
    {
      schema: {
        tags,
        summary: 'The People view as filtered, as CSV (streamed; formulas neutralised; audited)',
        security,
        querystring: staffPeopleFilterSchema,
      },
    },
    async (request, reply) =>
      reply.headers(csvHeaders('people')).send(await exportPeople(app.deps, actorOf(request), request.query)),
  );

  app.get(
    '/export/payments.csv',
    {
      schema: {
        tags,
        summary: 'The Payments view as filtered, as CSV (streamed; formulas neutralised; audited)',
        security,
        querystring: staffPaymentsFilterSchema,
      },
    },
    async (request, reply) =>
      reply.headers(csvHeaders('payments')).send(await exportPayments(app.deps, actorOf(request), request.query)),
  );
}
