import { z } from 'zod';
import { brandScale } from '../content/assessments/brand.ts';
import { type DiagnosticAnswer, diagnosticAnswers } from '../content/assessments/diagnostic.ts';
import { roiMaxAmount } from '../content/assessments/roi.ts';
import { assessmentKinds, type AssessmentKind, instrumentItems, instruments } from '../content/assessments/index.ts';
import { assessmentIncompleteCode, instrumentDescriptor } from '../instruments.ts';
import { assessmentScoresSchema, currencyCodeSchema } from './assessment-scores.ts';

/*
 * The three assessments' HTTP contract. The envelopes (request bodies with `answers` as any
 * object) are what the routes declare; `draftSchemaFor(kind)` and `submissionSchemaFor(kind)`
 * check the answers against the kind's instrument (known ids, values in range), for the server
 * and for the web forms alike.
 */

export const assessmentKindSchema = z.enum(assessmentKinds);

export * from './assessment-scores.ts';

export type BrandAnswers = Record<string, number>;
export type RoiAnswers = Record<string, number>;
export type DiagnosticAnswers = Record<string, (typeof diagnosticAnswers)[number]>;
export type AssessmentAnswers = Record<string, number | (typeof diagnosticAnswers)[number]>;

const answersEnvelope = z.record(z.string(), z.unknown(), {
  error: 'answers must be an object keyed by question id.',
});

/** A key as it may be quoted back in a message: short, whatever was sent. */
const quoted = (key: string) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** One answer's value, by kind (the descriptor's `answerRule` says it in words). */
const answerValues: Record<AssessmentKind, z.ZodType<number | DiagnosticAnswer>> = {
  brand: z
    .number()
    .int()
    .min(brandScale[0].value)
    .max(brandScale[brandScale.length - 1]!.value),
  roi: z.number().int().min(0).max(roiMaxAmount),
  diagnostic: z.enum(diagnosticAnswers),
};

/** Answers keyed by the kind's item ids, each value valid; any subset of the items. */
export function answersSchemaFor(kind: AssessmentKind) {
  const ids = new Set(instrumentItems(instruments[kind]).map((item) => item.id));
  const value = answerValues[kind];
  const { answerRule } = instrumentDescriptor(kind);
  return answersEnvelope.transform((answers, context) => {
    const valid: AssessmentAnswers = {};
    for (const [key, raw] of Object.entries(answers)) {
      if (!ids.has(key)) {
        context.addIssue({ code: 'custom', message: `Unknown question id ${quoted(key)}.`, path: [key] });
        return z.NEVER;
      }
      const parsed = value.safeParse(raw);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: `${key} ${answerRule}`, path: [key] });
        return z.NEVER;
      }
      valid[key] = parsed.data;
    }
    return valid;
  });
}

const sectionCount = (kind: AssessmentKind) => instruments[kind].sections.length;
const sectionMessage = (kind: AssessmentKind) =>
  `current_section must be a whole number from 1 to ${sectionCount(kind)}.`;

/** The currency of a kind that carries one; the others ignore one that is sent. */
const currencyFor = (kind: AssessmentKind) =>
  instrumentDescriptor(kind).carriesCurrency
    ? currencyCodeSchema
    : z
        .unknown()
        .optional()
        .transform(() => null);

/** PUT /assessments/{kind}/draft/ as the kind checks it: any subset of valid answers. */
export function draftSchemaFor(kind: AssessmentKind) {
  return z.object({
    answers: answersSchemaFor(kind),
    current_section: z
      .number({ error: sectionMessage(kind) })
      .int(sectionMessage(kind))
      .min(1, sectionMessage(kind))
      .max(sectionCount(kind), sectionMessage(kind))
      .default(1),
    currency: currencyFor(kind),
  });
}
export type AssessmentDraftInput = z.output<ReturnType<typeof draftSchemaFor>>;

/** POST /assessments/{kind}/submissions/ as the kind checks it (completeness is the server's). */
export function submissionSchemaFor(kind: AssessmentKind) {
  return z.object({
    answers: answersSchemaFor(kind),
    currency: currencyFor(kind),
  });
}
export type AssessmentSubmissionInput = z.output<ReturnType<typeof submissionSchemaFor>>;

/* ---- what the routes declare ---- */

export const assessmentPathSchema = z.object({ kind: z.string() });
export const assessmentSubmissionPathSchema = z.object({ kind: z.string(), id: z.string() });

export const assessmentDraftBodySchema = z.object({
  answers: answersEnvelope,
  current_section: z.unknown().optional(),
  currency: z.unknown().optional(),
});
export const assessmentSubmissionBodySchema = z.object({
  answers: answersEnvelope,
  currency: z.unknown().optional(),
});

const storedAnswersSchema = z.record(z.string(), z.union([z.number(), z.enum(diagnosticAnswers)]));

export const instrumentReplySchema = z.object({
  kind: assessmentKindSchema,
  version: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.array(z.object({ id: z.string(), text: z.string(), issue: z.string().optional() })),
      /** ROI only: the section's issues, which the items' `issue` names */
      issues: z.array(z.object({ id: z.string(), name: z.string(), subtotal_label: z.string() })).optional(),
    }),
  ),
  /** ROI only */
  currencies: z
    .array(
      z.object({ code: z.string(), name: z.string(), symbol: z.string(), locale: z.string(), country: z.string() }),
    )
    .optional(),
});
export type InstrumentReply = z.infer<typeof instrumentReplySchema>;

export const draftReplySchema = z.object({
  answers: storedAnswersSchema,
  current_section: z.number().int(),
  currency: currencyCodeSchema.nullable(),
  saved_at: z.string(),
});
export type DraftReply = z.infer<typeof draftReplySchema>;

export const draftSavedReplySchema = z.object({ saved_at: z.string() });
export type DraftSavedReply = z.infer<typeof draftSavedReplySchema>;

export const submissionSummarySchema = z.object({
  id: z.string(),
  version: z.string(),
  submitted_at: z.string(),
  scores: assessmentScoresSchema,
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionListSchema = z.array(submissionSummarySchema);

export const submissionDetailSchema = submissionSummarySchema.extend({ answers: storedAnswersSchema });
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** A refused submission: `{ code: 'assessment_incomplete', message, missing_items }` */
export const assessmentIncompleteSchema = z.object({
  code: z.literal(assessmentIncompleteCode),
  message: z.string(),
  missing_items: z.array(z.string()),
});
export type AssessmentIncomplete = z.infer<typeof assessmentIncompleteSchema>;

/** GET /brand-surveys/: the latest brand submission, statement by statement */
export const brandSurveyListSchema = z.array(
  z.object({ question: z.string(), answer: z.enum(brandScale.map((step) => step.answer) as [string, ...string[]]) }),
);
export type BrandSurveyList = z.infer<typeof brandSurveyListSchema>;

/** GET /assessments/{kind}/status/: the tool page's status and history in one read (no 404 for "no draft"). */
export const assessmentStatusSchema = z.object({
  /** the draft in progress, null when there is none */
  draft: z.object({ saved_at: z.string(), answered: z.number().int(), total: z.number().int() }).nullable(),
  /** every submission, newest first */
  submissions: submissionListSchema,
});
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;
