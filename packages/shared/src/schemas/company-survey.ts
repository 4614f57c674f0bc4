import { z } from 'zod';
import {
  companySizes,
  growthStages,
  offerings,
  planStates,
  processStyles,
  roles,
  strengths,
  surveyCultureMax,
  surveyFields,
  surveyTextMax,
  trends,
  type SurveyFieldName,
} from '../content/company-survey.ts';
import { text } from './text.ts';

/*
 * The company survey's two spellings (member-area section 3): the page writes `growthStage` and
 * `rdProcess`, the read form answers `stageOfGrowth` and `rndProcess`. The write schema takes
 * either. A blank value ('' or null) clears a field; any subset of fields may be sent.
 */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function option<const Options extends readonly [string, ...string[]]>(field: SurveyFieldName, options: Options) {
  const message = `${surveyFields[field].label} must be one of: ${options.join(', ')}.`;
  return z.preprocess(blankToNull, z.enum(options, { error: message }).nullable()).optional();
}

function freeText(field: SurveyFieldName, max = surveyTextMax) {
  const label = surveyFields[field].label;
  return z
    .preprocess(
      blankToNull,
      text({ error: `${label} must be text.` })
        .trim()
        .max(max, `${label} must be at most ${max} characters.`)
        .nullable(),
    )
    .optional();
}

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateMessage = 'Incorporation Date must be a date (YYYY-MM-DD).';
const incorporationDate = z
  .preprocess(
    blankToNull,
    z
      .string({ error: dateMessage })
      .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
      .refine(isCalendarDate, dateMessage)
      .nullable(),
  )
  .optional();

const stagesMessage = `Stage of Growth must be a list of: ${growthStages.join(', ')}.`;
const stages = z
  .preprocess(
    (value) => (value === null || value === '' ? [] : value),
    z
      .array(z.enum(growthStages, { error: stagesMessage }), { error: stagesMessage })
      .max(growthStages.length, stagesMessage)
      .transform((list) => growthStages.filter((stage) => list.includes(stage))),
  )
  .optional();

export const companySurveyWriteSchema = z
  .object({
    businessName: freeText('businessName'),
    industry: freeText('industry'),
    incorporationDate,
    address1: freeText('address1'),
    address2: freeText('address2'),
    country: freeText('country'),
    growthStage: stages,
    stageOfGrowth: stages,
    companySize: option('companySize', companySizes),
    yourRole: option('yourRole', roles),
    yourRoleOther: freeText('yourRoleOther'),
    offerings: option('offerings', offerings),
    companySuccessionPlan: option('companySuccessionPlan', planStates),
    companyBusinessPlan: option('companyBusinessPlan', planStates),
    revenues: option('revenues', trends),
    profits: option('profits', trends),
    cashFlowPosition: option('cashFlowPosition', strengths),
    marketAwareness: option('marketAwareness', strengths),
    staffTurnaround: option('staffTurnaround', strengths),
    rdProcess: option('rdProcess', processStyles),
    rndProcess: option('rdProcess', processStyles),
    hrProcess: option('hrProcess', processStyles),
    salesProcess: option('salesProcess', processStyles),
    publicityAdvertisingPlan: option('publicityAdvertisingPlan', processStyles),
    marketingStrategy: option('marketingStrategy', processStyles),
    culture: freeText('culture', surveyCultureMax),
  })
  .transform(({ stageOfGrowth, rndProcess, ...answers }) => {
    // the write form's spelling wins when a body carries both
    const merged: SurveyAnswers = { ...answers };
    if (merged.growthStage === undefined && stageOfGrowth !== undefined) merged.growthStage = stageOfGrowth;
    if (merged.rdProcess === undefined && rndProcess !== undefined) merged.rdProcess = rndProcess;
    return merged;
  });
export type CompanySurveyWrite = z.input<typeof companySurveyWriteSchema>;

/** POST /company-surveys/submit/: the last changes may come along (the write form), or no body at all. */
export const companySurveySubmitSchema = z.preprocess((body) => body ?? {}, companySurveyWriteSchema);

/** What the server stores: the write form's names; absent means "not sent", null means cleared. */
export type SurveyAnswers = Partial<{
  [Field in SurveyFieldName]: Field extends 'growthStage' ? string[] : string | null;
}>;

const nullableText = z.string().nullable();

/** GET /company-surveys/ and every write: the read form, `null` for a field never saved. */
export const companySurveyReadSchema = z.object({
  businessName: nullableText,
  industry: nullableText,
  incorporationDate: nullableText,
  address1: nullableText,
  address2: nullableText,
  country: nullableText,
  stageOfGrowth: z.array(z.string()).nullable(),
  companySize: nullableText,
  yourRole: nullableText,
  yourRoleOther: nullableText,
  offerings: nullableText,
  companySuccessionPlan: nullableText,
  companyBusinessPlan: nullableText,
  revenues: nullableText,
  profits: nullableText,
  cashFlowPosition: nullableText,
  marketAwareness: nullableText,
  staffTurnaround: nullableText,
  rndProcess: nullableText,
  hrProcess: nullableText,
  salesProcess: nullableText,
  publicityAdvertisingPlan: nullableText,
  marketingStrategy: nullableText,
  culture: nullableText,
  submitted_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type CompanySurveyRead = z.infer<typeof companySurveyReadSchema>;

/** POST /company-surveys/submit/ refused: which fields still need an answer (write-form names). */
export const surveyIncompleteSchema = z.object({
  code: z.literal('survey_incomplete'),
  message: z.string(),
  error: z.string(),
  status: z.literal('error'),
  missing_fields: z.array(z.string()),
});
export type SurveyIncomplete = z.infer<typeof surveyIncompleteSchema>;
