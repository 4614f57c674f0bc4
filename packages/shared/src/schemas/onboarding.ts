import { z } from 'zod';

/** The dashboard's six onboarding steps and their progress (member-area sections 2, 4 and 9). */
export const onboardingStepCount = 6;
export const progressOfStep = (step: number) => (step - 1) * 20;

export const adviserSessionStates = ['booked', 'skipped'] as const;
export type AdviserSessionState = (typeof adviserSessionStates)[number];

/** GET /onboarding/ and POST /onboarding/adviser-session/ */
export const onboardingStateSchema = z.object({
  step: z.number().int().min(1).max(onboardingStepCount),
  progress: z.number().int().min(0).max(100),
  business_details_submitted: z.boolean(),
  adviser_session: z.enum(adviserSessionStates).nullable(),
  assessments: z.object({ brand: z.boolean(), roi: z.boolean(), diagnostic: z.boolean() }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const adviserSessionRequestSchema = z.object({
  status: z.enum(adviserSessionStates, { error: 'status must be "booked" or "skipped".' }),
});
export type AdviserSessionRequest = z.infer<typeof adviserSessionRequestSchema>;

/**
 * The step follows from what the server stored: 1 until the business details are submitted, 2
 * until the adviser session is booked or skipped, then 3 plus the number of submitted assessments.
 */
export function onboardingStep(state: Omit<OnboardingState, 'step' | 'progress'>): number {
  if (!state.business_details_submitted) return 1;
  if (!state.adviser_session) return 2;
  const done = Object.values(state.assessments).filter(Boolean).length;
  return Math.min(onboardingStepCount, 3 + done);
}
