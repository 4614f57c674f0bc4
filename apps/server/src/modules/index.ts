import type { App } from '../lib/http.ts';
import { assessmentRoutes } from './assessments/routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { companyEmailRoutes } from './company-emails/routes.ts';
import { confidanteRoutes } from './confidante/routes.ts';
import { companySurveyRoutes } from './company-survey/routes.ts';
import { devMailboxRoutes } from './dev-mailbox/routes.ts';
import { exitReadinessRoutes } from './exit-readiness/routes.ts';
import { emailLifecycle } from './mail/lifecycle.ts';
import { geoipRoutes } from './geoip/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { researchRoutes } from './research/routes.ts';
import { siteConfigRoutes } from './site-config/routes.ts';
import { staffRoutes } from './staff/routes.ts';

/** Each area registers its own routes; the paths are the spec's, at the root. */
export async function registerModules(app: App) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(geoipRoutes);
  await app.register(devMailboxRoutes);
  await app.register(emailLifecycle);
  await app.register(paymentRoutes);
  await app.register(researchRoutes);
  await app.register(siteConfigRoutes);
  await app.register(companySurveyRoutes);
  await app.register(onboardingRoutes);
  await app.register(assessmentRoutes);
  await app.register(exitReadinessRoutes);
  await app.register(accountRoutes);
  await app.register(companyEmailRoutes);
  await app.register(communityRoutes);
  await app.register(confidanteRoutes);
  await app.register(staffRoutes);
}
