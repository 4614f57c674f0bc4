import { staffOverviewSchema } from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { overview } from './overview.ts';
import { errors, security, tags } from './route-shared.ts';

export async function overviewRoutes(app: App) {
  const { db, clock } = app.deps;

  app.get(
    '/overview/',
    {
      schema: {
        tags,
        summary: 'Counts of members, guests and staff, revenue net of refunds, 90 days of registrations and payments',
        security,
        response: { 200: staffOverviewSchema, ...errors },
      },
    },
    async () => overview(db, clock.now()),
  );
}
