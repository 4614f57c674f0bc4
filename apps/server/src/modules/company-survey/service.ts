import { surveyMessages } from '@exitcraft/shared/content/company-survey';
import { type CompanySurveyRead, type SurveyAnswers } from '@exitcraft/shared/schemas/company-survey';
import { missingSurveyFields } from '@exitcraft/shared/content/company-survey';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companySurveys } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type SurveyRow = typeof companySurveys.$inferSelect;

/** The caller's survey in the read form; every field `null` while nothing was saved. */
export async function readSurvey(db: Db, userId: string): Promise<CompanySurveyRead> {
  const [row] = await db.select().from(companySurveys).where(eq(companySurveys.userId, userId));
  return toReadForm(row);
}

/**
 * Merges the fields a save sent into the caller's draft (a field not sent stays as it was, a blank
 * one is cleared) in one upsert, so saves racing each other never lose a field. A submitted survey
 * stays submitted.
 */
export async function saveSurvey(
  db: Db,
  userId: string,
  answers: SurveyAnswers,
  now: Date,
): Promise<CompanySurveyRead> {
  return toReadForm(await mergeAnswers(db, userId, answers, now));
}

/**
 * Submits the caller's survey: the fields this request carries are saved first (and stay saved if
 * the submission is refused), then the stored answers, never the request's alone, must be complete.
 * Refused with the fields still missing.
 */
export async function submitSurvey(
  db: Db,
  userId: string,
  answers: SurveyAnswers,
  now: Date,
): Promise<CompanySurveyRead> {
  await mergeAnswers(db, userId, answers, now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // held until the submission is recorded, so a save clearing a field cannot slip in between
    const [draft] = await tx.select().from(companySurveys).where(eq(companySurveys.userId, userId)).for('update');
    const missing = missingSurveyFields(draft?.answers ?? {});
    if (missing.length > 0) {
      throw new AppError(400, 'survey_incomplete', surveyMessages.incomplete, {}, { missing_fields: missing });
    }
    const [submitted] = await tx
      .update(companySurveys)
      .set({ submittedAt: now, updatedAt: now })
      .where(eq(companySurveys.userId, userId))
      .returning();
    return toReadForm(submitted);
  });
}

async function mergeAnswers(db: Db, userId: string, answers: SurveyAnswers, now: Date): Promise<SurveyRow> {
  const [row] = await db
    .insert(companySurveys)
    .values({ userId, answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: companySurveys.userId,
      // jsonb || jsonb: the keys sent replace theirs, every other key stays
      set: { answers: sql`${companySurveys.answers} || excluded.answers`, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('company survey upsert returned nothing');
  return row;
}

function toReadForm(row: SurveyRow | undefined): CompanySurveyRead {
  const answers: SurveyAnswers = row?.answers ?? {};
  const value = (field: Exclude<keyof SurveyAnswers, 'growthStage'>) => answers[field] ?? null;
  return {
    businessName: value('businessName'),
    industry: value('industry'),
    incorporationDate: value('incorporationDate'),
    address1: value('address1'),
    address2: value('address2'),
    country: value('country'),
    stageOfGrowth: answers.growthStage ?? null,
    companySize: value('companySize'),
    yourRole: value('yourRole'),
    yourRoleOther: value('yourRoleOther'),
    offerings: value('offerings'),
    companySuccessionPlan: value('companySuccessionPlan'),
    companyBusinessPlan: value('companyBusinessPlan'),
    revenues: value('revenues'),
    profits: value('profits'),
    cashFlowPosition: value('cashFlowPosition'),
    marketAwareness: value('marketAwareness'),
    staffTurnaround: value('staffTurnaround'),
    rndProcess: value('rdProcess'),
    hrProcess: value('hrProcess'),
    salesProcess: value('salesProcess'),
    publicityAdvertisingPlan: value('publicityAdvertisingPlan'),
    marketingStrategy: value('marketingStrategy'),
    culture: value('culture'),
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
