import type { App } from '../lib/http.ts';
import { assessmentRoutes } from './assessments/index.ts';
import { accountRoutes } from './accounts/index.ts';
import { authRoutes } from './auth/index.ts';
import { clientErrorRoutes } from './client-errors/index.ts';
import { communityRoutes } from './community/index.ts';
import { companyEmailRoutes, resendAccountEmailCode } from './company-emails/index.ts';
import { confidanteRoutes } from './confidante/index.ts';
import { companySurveyRoutes } from './company-survey/index.ts';
import { devMailboxRoutes } from './dev-mailbox/index.ts';
import { exitReadinessRoutes } from './exit-readiness/index.ts';
import { emailLifecycle } from './mail/index.ts';
import { geoipRoutes } from './geoip/index.ts';
import { healthRoutes } from './health/index.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { planRoutes } from './plan/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { jobsLifecycle } from './jobs/index.ts';
import { researchRoutes } from './research/index.ts';
import { siteConfigRoutes } from './site-config/index.ts';
import { staffRoutes } from './staff/routes.ts';

/** Each area registers its own routes; the paths are the spec's, at the root. */
export async function registerModules(app: App) {
  await app.register(healthRoutes);
  // company-emails builds on auth: its resend is handed to auth here, not imported by it
  await app.register(authRoutes, { resendCallerCode: resendAccountEmailCode });
  await app.register(geoipRoutes);
  await app.register(devMailboxRoutes);
  await app.register(emailLifecycle);
  await app.register(paymentRoutes);
  await app.register(researchRoutes);
  await app.register(siteConfigRoutes);
  await app.register(clientErrorRoutes);
  await app.register(companySurveyRoutes);
  await app.register(onboardingRoutes);
  await app.register(assessmentRoutes);
  await app.register(exitReadinessRoutes);
  await app.register(planRoutes);
  await app.register(jobsLifecycle);
  await app.register(reminderRoutes);
  await app.register(accountRoutes);
  await app.register(companyEmailRoutes);
  await app.register(communityRoutes);
  await app.register(confidanteRoutes);
  await app.register(staffRoutes);
}
