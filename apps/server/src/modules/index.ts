import type { App } from '../lib/http.ts';
import { assessmentRoutes } from './assessments/index.ts';
import { accountRoutes, removePasskeysAfterReset } from './accounts/index.ts';
import { authRoutes } from './auth/index.ts';
import { benchmarkRoutes } from './benchmarks/index.ts';
import { clientErrorRoutes } from './client-errors/index.ts';
import { communityRoutes } from './community/index.ts';
import { companyEmailRoutes, resendAccountEmailCode } from './company-emails/index.ts';
import { confidanteRoutes } from './confidante/index.ts';
import { companySurveyRoutes } from './company-survey/index.ts';
import { devMailboxRoutes } from './dev-mailbox/index.ts';
import { companyFinancialsRoutes } from './company-financials/index.ts';
import { exitReadinessRoutes, recordValueSnapshot } from './exit-readiness/index.ts';
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
import { appendAudit, staffRoutes } from './staff/index.ts';
import { yourDataRoutes } from './your-data/index.ts';

/** Each area registers its own routes; the paths are the spec's, at the root. */
export async function registerModules(app: App) {
  await app.register(healthRoutes);
  // company-emails builds on auth: its resend is handed to auth here, not imported by it
  // accounts builds on auth: the passkeys a password reset removes are handed over here too
  await app.register(authRoutes, {
    resendCallerCode: resendAccountEmailCode,
    removePasskeys: (tx, userId, now, client) => removePasskeysAfterReset(tx, userId, now, client, appendAudit),
  });
  await app.register(geoipRoutes);
  await app.register(devMailboxRoutes);
  await app.register(emailLifecycle);
  await app.register(paymentRoutes);
  await app.register(researchRoutes);
  await app.register(siteConfigRoutes);
  await app.register(clientErrorRoutes);
  // a value snapshot (issue 30) after each submission: exit-readiness owns it, the others are handed it
  const snapshot = (userId: string, cause: string, now: Date) => recordValueSnapshot(app.deps.db, userId, cause, now);
  await app.register(companySurveyRoutes, { onSubmitted: snapshot });
  // exit-readiness reads the financials; its snapshot is handed in, so the import goes one way
  await app.register(companyFinancialsRoutes, {
    onSaved: (_deps, userId, now) => snapshot(userId, 'financials', now),
  });
  await app.register(onboardingRoutes);
  await app.register(assessmentRoutes, { onSubmitted: snapshot });
  await app.register(exitReadinessRoutes);
  await app.register(benchmarkRoutes);
  await app.register(planRoutes);
  await app.register(jobsLifecycle);
  await app.register(reminderRoutes);
  // staff builds on accounts: its audit writer is handed to the settings' second-factor calls here
  await app.register(accountRoutes, { auditStaff: appendAudit });
  await app.register(companyEmailRoutes);
  await app.register(communityRoutes);
  await app.register(confidanteRoutes);
  await app.register(staffRoutes);
  await app.register(yourDataRoutes);
}
