import {
  type AdviserSessionState,
  type OnboardingState,
  onboardingStep,
  progressOfStep,
} from '@exitcraft/shared/schemas/onboarding';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentSubmissions, companySurveys, onboarding, users } from '../../db/schema.ts';

/**
 * What the onboarding step is derived from, in one statement prepared once per database: the
 * dashboard reads it on every visit, so it costs one indexed round trip, not three.
 */
function prepareFacts(db: Db) {
  const userId = sql.placeholder('userId');
  const exists = (query: SQL) => sql<boolean>`exists(${query})`;
  const submitted = (kind: 'brand' | 'roi' | 'diagnostic') =>
    exists(
      sql`select 1 from ${assessmentSubmissions} where ${and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.kind, kind))}`,
    );
  return db
    .select({
      businessDetails: exists(
        sql`select 1 from ${companySurveys} where ${and(eq(companySurveys.userId, userId), isNotNull(companySurveys.submittedAt))}`,
      ),
      adviserSession: sql<AdviserSessionState | null>`(select ${onboarding.adviserSession} from ${onboarding} where ${eq(onboarding.userId, userId)})`,
      brand: submitted('brand'),
      roi: submitted('roi'),
      diagnostic: submitted('diagnostic'),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('onboarding_facts');
}

const factsQueries = new WeakMap<Db, ReturnType<typeof prepareFacts>>();

/** The caller's onboarding, derived from what the server stored; the browser's flags never count. */
export async function onboardingState(db: Db, userId: string): Promise<OnboardingState> {
  let query = factsQueries.get(db);
  if (!query) {
    query = prepareFacts(db);
    factsQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  const facts = {
    business_details_submitted: row?.businessDetails ?? false,
    adviser_session: row?.adviserSession ?? null,
    assessments: { brand: row?.brand ?? false, roi: row?.roi ?? false, diagnostic: row?.diagnostic ?? false },
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
