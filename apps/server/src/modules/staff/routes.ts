import type { App } from '../../lib/http.ts';
import { auditRoutes } from './audit-routes.ts';
import { couponsRoutes } from './coupons-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { jobsRoutes } from './jobs-routes.ts';
import { marketMultiplesRoutes } from './market-multiples-routes.ts';
import { staffGate } from './gate.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { overviewRoutes } from './overview-routes.ts';
import { paymentsRoutes } from './payments-routes.ts';
import { peopleRoutes } from './people-routes.ts';
import { researchRoutes } from './research-routes.ts';
import { siteSettingsRoutes } from './site-settings-routes.ts';
import { stepUpRoutes } from './step-up-routes.ts';

/**
 * The staff back office API (issue 18): one scope under /staff whose hooks run the staff gate once
 * for every route in it, then a file per section, each thin over its service.
 */
export async function staffRoutes(app: App) {
  await app.register(staffScope, { prefix: '/staff' });
}

async function staffScope(app: App) {
  staffGate(app);
  await app.register(stepUpRoutes);
  await app.register(overviewRoutes);
  await app.register(jobsRoutes);
  await app.register(peopleRoutes);
  await app.register(paymentsRoutes);
  await app.register(couponsRoutes);
  await app.register(researchRoutes);
  await app.register(marketMultiplesRoutes);
  await app.register(moderationRoutes);
  await app.register(exportRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(auditRoutes);
}
