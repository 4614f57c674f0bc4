import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { reportMemberOnlyMessage } from '@exitcraft/shared/content/exit-readiness';
import type {
  AssessmentAnswers,
  BrandScores,
  DiagnosticScores,
  RoiScores,
} from '@exitcraft/shared/schemas/assessments';
import type { ExitReadinessReport } from '@exitcraft/shared/schemas/exit-readiness';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentSubmissions, companyFinancials, companySurveys, marketMultiples, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { atStake, exitScore, ninetyDayPlan, type ReadinessInputs } from './score.ts';

/** The PDF report is part of the lifetime membership (either flag, as the web app reads them). */
export function isMember(user: Pick<UserRow, 'role' | 'paid'>): boolean {
  return user.role === 'paid_user' || user.paid;
}

type SurveyRow = typeof companySurveys.$inferSelect;
type LatestSubmission = { kind: AssessmentKind; answers: unknown; scores: unknown; submittedAt: Date };

const userId = sql.placeholder('userId');

/**
 * The latest submission of each kind, as one JSON array beside the caller's row: one `distinct on`
 * over the caller's submissions, in the `(user_id, kind, submitted_at)` order the index serves.
 * The times come back as JSON text (ISO 8601 with an offset) and are read back into dates. Columns
 * are table-qualified by hand: drizzle writes a column in a selection without its table.
 */
const latestSubmissions = sql<{ kind: AssessmentKind; answers: unknown; scores: unknown; submitted_at: string }[]>`(
  select coalesce(json_agg(json_build_object('kind', latest.kind, 'answers', latest.answers, 'scores', latest.scores, 'submitted_at', latest.submitted_at)), '[]'::json)
  from (
    select distinct on (s.kind) s.kind, s.answers, s.scores, s.submitted_at
    from ${assessmentSubmissions} s
    where s.user_id = ${userId}
    order by s.kind, s.submitted_at desc, s.id desc
  ) latest)`;

/**
 * The caller's own records the report reads, in one statement prepared once per database
 * (decision 044): the caller's `users` row (so a person with no records still gets one row), the
 * business details left-joined (submitted or not: the company's name comes from them either way)
 * and the latest submission of each kind. Exit Wealth's value (value.ts) adds the financials and
 * the market data to the same statement.
 */
function prepareRecords(db: Db) {
  return db
    .select({ survey: companySurveys, latest: latestSubmissions })
    .from(users)
    .leftJoin(companySurveys, eq(companySurveys.userId, users.id))
    .where(eq(users.id, userId))
    .prepare('readiness_records');
}

function prepareValueRecords(db: Db) {
  return db
    .select({
      survey: companySurveys,
      latest: latestSubmissions,
      financials: companyFinancials,
      market: marketMultiples.data,
    })
    .from(users)
    .leftJoin(companySurveys, eq(companySurveys.userId, users.id))
    .leftJoin(companyFinancials, eq(companyFinancials.userId, users.id))
    .leftJoin(marketMultiples, eq(marketMultiples.id, 1))
    .where(eq(users.id, userId))
    .prepare('value_records');
}

const prepared = new WeakMap<
  Db,
  { records: ReturnType<typeof prepareRecords>; value: ReturnType<typeof prepareValueRecords> }
>();

function queriesOf(db: Db) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { records: prepareRecords(db), value: prepareValueRecords(db) };
    prepared.set(db, queries);
  }
  return queries;
}

function recordsFrom(row: { survey: SurveyRow | null; latest: (typeof latestSubmissions)['_']['type'] } | undefined) {
  const byKind = new Map<AssessmentKind, LatestSubmission>(
    (row?.latest ?? []).map((entry) => [
      entry.kind,
      { kind: entry.kind, answers: entry.answers, scores: entry.scores, submittedAt: new Date(entry.submitted_at) },
    ]),
  );
  return { byKind, survey: row?.survey ?? undefined };
}

async function ownRecords(db: Db, userId: string) {
  const [row] = await queriesOf(db).records.execute({ userId });
  return recordsFrom(row);
}

/**
 * What Exit Wealth's value is computed from, in one statement: the readiness inputs, the caller's
 * financials (undefined until saved) and the market data staff saved (null until they save one).
 */
export async function valueRecords(db: Db, userId: string) {
  const [row] = await queriesOf(db).value.execute({ userId });
  return {
    inputs: inputsFrom(recordsFrom(row)),
    financials: row?.financials ?? undefined,
    market: row?.market ?? null,
  };
}

function inputsFrom({ byKind, survey }: ReturnType<typeof recordsFrom>): ReadinessInputs {
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
