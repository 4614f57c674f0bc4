import {
  type AdviserSessionState,
  type OnboardingState,
  onboardingStep,
  progressOfStep,
} from '@exitcraft/shared/schemas/onboarding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentSubmissions, onboarding } from '../../db/schema.ts';
import { surveySubmitted } from '../company-survey/service.ts';

/** The caller's onboarding, derived from what the server stored; the browser's flags never count. */
export async function onboardingState(db: Db, userId: string): Promise<OnboardingState> {
  const [businessDetails, [progress], submitted] = await Promise.all([
    surveySubmitted(db, userId),
    db.select({ adviserSession: onboarding.adviserSession }).from(onboarding).where(eq(onboarding.userId, userId)),
    db
      .selectDistinct({ kind: assessmentSubmissions.kind })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.userId, userId)),
  ]);
  const kinds = new Set(submitted.map((row) => row.kind));
  const facts = {
    business_details_submitted: businessDetails,
    adviser_session: progress?.adviserSession ?? null,
    assessments: { brand: kinds.has('brand'), roi: kinds.has('roi'), diagnostic: kinds.has('diagnostic') },
  };
  const step = onboardingStep(facts);
  return { step, progress: progressOfStep(step), ...facts };
}

/** Records that the adviser session was booked or skipped (a later booking replaces a skip). */
export async function recordAdviserSession(
  db: Db,
  userId: string,
  status: AdviserSessionState,
  now: Date,
): Promise<OnboardingState> {
  await db
    .insert(onboarding)
    .values({ userId, adviserSession: status, adviserSessionAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { adviserSession: status, adviserSessionAt: now, updatedAt: now },
    });
  return onboardingState(db, userId);
}
