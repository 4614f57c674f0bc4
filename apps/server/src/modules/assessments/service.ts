import { brandScale } from '@exitcraft/shared/content/assessments/brand';
import {
  assessmentKinds,
  assessmentMessages,
  type AssessmentKind,
  instrumentItems,
  instruments,
} from '@exitcraft/shared/content/assessments/index';
import { currencies, currencyCodes } from '@exitcraft/shared/content/currencies';
import { errorCodes } from '@exitcraft/shared/errors';
import { assessmentIncompleteCode, instrumentDescriptor, missingForSubmission } from '@exitcraft/shared/instruments';
import {
  type AssessmentAnswers,
  type AssessmentScores,
  type AssessmentStatus,
  type BrandSurveyList,
  type DraftReply,
  draftSchemaFor,
  type InstrumentReply,
  type SubmissionDetail,
  type SubmissionSummary,
  submissionSchemaFor,
} from '@exitcraft/shared/schemas/assessments';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assessmentDrafts, assessmentSubmissions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { scoreAssessment } from './scoring.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kind a path names; any other word is a path that does not exist. */
export function assessmentKind(value: string): AssessmentKind {
  const kind = assessmentKinds.find((candidate) => candidate === value);
  if (!kind) throw notFound(`There is no assessment called ${JSON.stringify(value.slice(0, 40))}.`);
  return kind;
}

/** The instrument the server checks and scores answers against, as the pages render it. */
export function instrumentOf(kind: AssessmentKind): InstrumentReply {
  const descriptor = instrumentDescriptor(kind);
  const instrument = descriptor.instrument;
  const sections = instrument.sections.map((section) => {
    const issues = descriptor.issueSections.find((candidate) => candidate.id === section.id)?.issues;
    return {
      id: section.id,
      name: section.name,
      items: section.items.map((item) => ({ ...item })),
      ...(issues
        ? { issues: issues.map((issue) => ({ id: issue.id, name: issue.name, subtotal_label: issue.subtotalLabel })) }
        : {}),
    };
  });
  return {
    kind,
    version: instrument.version,
    sections,
    ...(descriptor.carriesCurrency ? { currencies: currencies.map((currency) => ({ ...currency })) } : {}),
  };
}

/** The caller's draft of one kind; null while there is none. */
export async function readDraft(db: Db, userId: string, kind: AssessmentKind): Promise<DraftReply | null> {
  const [draft] = await db
    .select()
    .from(assessmentDrafts)
    .where(and(eq(assessmentDrafts.userId, userId), eq(assessmentDrafts.kind, kind)));
  if (!draft) return null;
  // a draft saved against an older instrument keeps only what the current one still asks
  const known = new Set(instrumentItems(instruments[kind]).map((item) => item.id));
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([id]) => known.has(id)));
  return {
    answers: answers as AssessmentAnswers,
    current_section: Math.min(draft.currentSection, instruments[kind].sections.length),
    // a currency since withdrawn from the picker comes back as none, for the page to ask again
    currency: currencyCodes.find((code) => code === draft.currency) ?? null,
    saved_at: draft.savedAt.toISOString(),
  };
}

/** Replaces the caller's draft of one kind (any subset of valid answers). */
export async function saveDraft(
  db: Db,
  userId: string,
  kind: AssessmentKind,
  body: unknown,
  now: Date,
): Promise<{ saved_at: string }> {
  const draft = parse(draftSchemaFor(kind), body);
  const values = {
    instrumentVersion: instruments[kind].version,
    answers: draft.answers,
    currentSection: draft.current_section,
    currency: draft.currency,
    savedAt: now,
  };
  await db
    .insert(assessmentDrafts)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [assessmentDrafts.userId, assessmentDrafts.kind], set: values });
  return { saved_at: now.toISOString() };
}

/** Drops the caller's draft of one kind; nothing to drop is not an error. */
export async function deleteDraft(db: Db, userId: string, kind: AssessmentKind): Promise<void> {
  await db.delete(assessmentDrafts).where(and(eq(assessmentDrafts.userId, userId), eq(assessmentDrafts.kind, kind)));
}

/**
 * Stores a submission with the instrument's version, the answers and the scores computed here,
 * and drops the kind's draft in the same transaction. A kind whose descriptor asks for every
 * answer is refused with the items missing; the calculator counts an amount not given as 0.
 */
export async function submitAssessment(
  db: Db,
  userId: string,
  kind: AssessmentKind,
  body: unknown,
  now: Date,
): Promise<SubmissionSummary> {
  const { answers, currency } = parse(submissionSchemaFor(kind), body);
  const instrument = instruments[kind];
  const missing = missingForSubmission(kind, answers);
  if (missing.length > 0) {
    throw new AppError(400, assessmentIncompleteCode, assessmentMessages.incomplete, {}, { missing_items: missing });
  }
  const scores = scoreAssessment(kind, instrument, answers, currency);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(assessmentSubmissions)
      .values({ userId, kind, instrumentVersion: instrument.version, answers, scores, submittedAt: now })
      .returning();
    if (!row) throw new Error('assessment submission insert returned nothing');
    await tx.delete(assessmentDrafts).where(and(eq(assessmentDrafts.userId, userId), eq(assessmentDrafts.kind, kind)));
    return summary(row);
  });
}

/** Every submission of one kind by the caller, newest first. */
export async function listSubmissions(db: Db, userId: string, kind: AssessmentKind): Promise<SubmissionSummary[]> {
  const rows = await db
    .select()
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.kind, kind)))
    .orderBy(desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id));
  return rows.map(summary);
}

/**
 * The caller's draft (how far it got) and submissions of one kind, for the tool pages: one
 * statement (decision 044), the caller's own users row left-joined to the kind's draft and to its
 * submissions, so a person with neither still gets their one row back.
 */
function prepareStatus(db: Db) {
  const userId = sql.placeholder('userId');
  const kind = sql.placeholder('kind');
  return db
    .select({
      draftAnswers: assessmentDrafts.answers,
      draftSavedAt: assessmentDrafts.savedAt,
      id: assessmentSubmissions.id,
      instrumentVersion: assessmentSubmissions.instrumentVersion,
      scores: assessmentSubmissions.scores,
      submittedAt: assessmentSubmissions.submittedAt,
    })
    .from(users)
    .leftJoin(assessmentDrafts, and(eq(assessmentDrafts.userId, users.id), eq(assessmentDrafts.kind, kind)))
    .leftJoin(
      assessmentSubmissions,
      and(eq(assessmentSubmissions.userId, users.id), eq(assessmentSubmissions.kind, kind)),
    )
    .where(eq(users.id, userId))
    .orderBy(desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id))
    .prepare('assessment_status');
}

const statusQueries = new WeakMap<Db, ReturnType<typeof prepareStatus>>();

export async function assessmentStatus(db: Db, userId: string, kind: AssessmentKind): Promise<AssessmentStatus> {
  // prepared once per database (issue 33): the statement is the same for every caller and kind
  let query = statusQueries.get(db);
  if (!query) {
    query = prepareStatus(db);
    statusQueries.set(db, query);
  }
  const rows = await query.execute({ userId, kind });
  const first = rows[0];
  const draft =
    first?.draftSavedAt && first.draftAnswers ? { answers: first.draftAnswers, savedAt: first.draftSavedAt } : null;
  const submissions: SubmissionSummary[] = [];
  for (const row of rows) {
    if (row.id === null || row.instrumentVersion === null || row.submittedAt === null) continue;
    submissions.push({
      id: row.id,
      version: row.instrumentVersion,
      submitted_at: row.submittedAt.toISOString(),
      scores: row.scores as AssessmentScores,
    });
  }
  const items = instrumentItems(instruments[kind]);
  // only what the current instrument still asks counts, as readDraft restores it
  const answered = draft ? items.filter((item) => draft.answers[item.id] !== undefined).length : 0;
  return {
    draft: draft ? { saved_at: draft.savedAt.toISOString(), answered, total: items.length } : null,
    submissions,
  };
}

/** One of the caller's submissions with its answers; 404 for anyone else's and for a malformed id. */
export async function readSubmission(
  db: Db,
  userId: string,
  kind: AssessmentKind,
  id: string,
): Promise<SubmissionDetail> {
  const missing = notFound('There is no such submission.');
  if (!uuidPattern.test(id)) throw missing;
  const [row] = await db
    .select()
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.id, id),
        eq(assessmentSubmissions.userId, userId),
        eq(assessmentSubmissions.kind, kind),
      ),
    );
  if (!row) throw missing;
  return { ...summary(row), answers: row.answers as AssessmentAnswers };
}

/**
 * GET /brand-surveys/ (member-area section 7): the caller's latest brand submission, statement by
 * statement, with the rating's snake_case name; empty when there is none.
 */
export async function latestBrandSurvey(db: Db, userId: string): Promise<BrandSurveyList> {
  const [latest] = await db
    .select()
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.kind, 'brand')))
    .orderBy(desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id))
    .limit(1);
  if (!latest) return [];
  const answers = latest.answers as AssessmentAnswers;
  return instrumentItems(instruments.brand).flatMap((item) => {
    const answer = brandScale.find((step) => step.value === answers[item.id])?.answer;
    return answer ? [{ question: item.text, answer }] : [];
  });
}

type SubmissionRow = typeof assessmentSubmissions.$inferSelect;

function summary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    version: row.instrumentVersion,
    submitted_at: row.submittedAt.toISOString(),
    scores: row.scores as AssessmentScores,
  };
}

/** The kind's own schema over the body the route accepted; its first complaint is the 400's message. */
function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  if (!issue) throw new AppError(400, errorCodes.validation, 'The request is not valid.');
  // zod's own wording names no field; the schema's messages do
  const message =
    /^Invalid input|^Expected/.test(issue.message) && field ? `${field}: ${issue.message}` : issue.message;
  throw new AppError(400, errorCodes.validation, message);
}
