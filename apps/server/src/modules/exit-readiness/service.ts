import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { reportMemberOnlyMessage } from '@exitcraft/shared/content/exit-readiness';
import type {
  AssessmentAnswers,
  BrandScores,
  DiagnosticScores,
  RoiScores,
} from '@exitcraft/shared/schemas/assessments';
import type { ExitReadinessReport } from '@exitcraft/shared/schemas/exit-readiness';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentSubmissions, companySurveys } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { atStake, exitScore, ninetyDayPlan, type ReadinessInputs } from './score.ts';

/** The PDF report is part of the lifetime membership (either flag, as the web app reads them). */
export function isMember(user: Pick<UserRow, 'role' | 'paid'>): boolean {
  return user.role === 'paid_user' || user.paid;
}

type SurveyRow = typeof companySurveys.$inferSelect;

/**
 * The caller's own records the report reads, in two statements sent together (decision 044): the
 * latest submission of each kind (one `distinct on` over the caller's submissions) and the
 * business details (submitted or not: the company's name comes from them either way).
 */
async function ownRecords(db: Db, userId: string) {
  const [latest, [survey]] = await Promise.all([
    db
      .selectDistinctOn([assessmentSubmissions.kind], {
        kind: assessmentSubmissions.kind,
        answers: assessmentSubmissions.answers,
        scores: assessmentSubmissions.scores,
        submittedAt: assessmentSubmissions.submittedAt,
      })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.userId, userId))
      .orderBy(assessmentSubmissions.kind, desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id)),
    db.select().from(companySurveys).where(eq(companySurveys.userId, userId)),
  ]);
  const byKind = new Map(latest.map((row) => [row.kind as AssessmentKind, row]));
  return { byKind, survey: survey as SurveyRow | undefined };
}

function inputsFrom({ byKind, survey }: Awaited<ReturnType<typeof ownRecords>>): ReadinessInputs {
  const brand = byKind.get('brand');
  const diagnostic = byKind.get('diagnostic');
  const roi = byKind.get('roi');
  return {
    brand: brand ? { scores: brand.scores as BrandScores, submittedAt: brand.submittedAt } : null,
    diagnostic: diagnostic
      ? {
          scores: diagnostic.scores as DiagnosticScores,
          answers: diagnostic.answers as AssessmentAnswers,
          submittedAt: diagnostic.submittedAt,
        }
      : null,
    roi: roi ? { scores: roi.scores as RoiScores, submittedAt: roi.submittedAt } : null,
    survey: survey?.submittedAt ? { answers: survey.answers, submittedAt: survey.submittedAt } : null,
  };
}

/** The caller's own records, as the score reads them: latest submission of each kind, submitted details. */
export async function readinessInputs(db: Db, userId: string): Promise<ReadinessInputs> {
  return inputsFrom(await ownRecords(db, userId));
}

/** GET /reports/exit-readiness/: the caller's score, at-stake figure and plan. */
export async function exitReadinessReport(db: Db, user: UserRow, now: Date): Promise<ExitReadinessReport> {
  return (await reportWithInputs(db, user, now)).report;
}

/** The report and the records it was computed from (the PDF draws both). */
export async function reportWithInputs(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<{ report: ExitReadinessReport; inputs: ReadinessInputs }> {
  const records = await ownRecords(db, user.id);
  const inputs = inputsFrom(records);
  const survey = records.survey;
  const company = survey?.answers.businessName?.trim() || user.companyName.trim() || null;
  const report = {
    generated_at: now.toISOString(),
    company,
    score: exitScore(inputs),
    at_stake: atStake(inputs),
    plan: ninetyDayPlan(inputs),
    pdf_available: isMember(user),
  };
  return { report, inputs };
}

/** The PDF is for members; a guest is told why, with a stable code the page can read. */
export function assertMayDownload(user: UserRow): void {
  if (!isMember(user)) throw new AppError(403, 'membership_required', reportMemberOnlyMessage);
}
