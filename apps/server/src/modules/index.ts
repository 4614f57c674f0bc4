import type { App } from '../lib/http.ts';
import { authRoutes } from './auth/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { researchRoutes } from './research/routes.ts';

/** Each area registers its own routes; the paths are the spec's, at the root. */
export async function registerModules(app: App) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(paymentRoutes);
  await app.register(researchRoutes);
}
