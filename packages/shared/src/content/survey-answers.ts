import type { planStates, processStyles, strengths, trends } from './company-survey.ts';
import { type SurveyFieldName } from './company-survey.ts';

/*
 * What each rated answer of the business details means, written once (decision 024): a score from
 * 0 (a weakness) to 100 (a strength). The result view marks a strength, the Exit Readiness Score
 * averages the scores into business health (and the PDF prints that), and the 90-day plan acts on
 * a weakness. Nothing else decides what an answer means.
 */

const weakToStrong = { Weak: 0, Sufficient: 50, Strong: 100 } as const satisfies Record<
  (typeof strengths)[number],
  number
>;
const formalIsStrong = { Formal: 100, Informal: 0 } as const satisfies Record<(typeof processStyles)[number], number>;
const existsIsStrong = { EXISTS: 100, 'Not-Exist': 0 } as const satisfies Record<(typeof planStates)[number], number>;
const upwardsIsStrong = { UPWARDS: 100, UNCHANGED: 50, DOWNWARDS: 0 } as const satisfies Record<
  (typeof trends)[number],
  number
>;

export const answerScores = {
  revenues: upwardsIsStrong,
  profits: upwardsIsStrong,
  cashFlowPosition: weakToStrong,
  marketAwareness: weakToStrong,
  // "Staff Turnaround" rates, on the same scale as its neighbours, how well the business keeps its
  // people: Strong is few leaving (the low turnover the spec counts as positive), Weak is many
  staffTurnaround: weakToStrong,
  rdProcess: formalIsStrong,
  hrProcess: formalIsStrong,
  salesProcess: formalIsStrong,
  publicityAdvertisingPlan: formalIsStrong,
  marketingStrategy: formalIsStrong,
  companySuccessionPlan: existsIsStrong,
  companyBusinessPlan: existsIsStrong,
} as const satisfies Partial<Record<SurveyFieldName, Record<string, number>>>;

export type RatedField = keyof typeof answerScores;

/** What an answer is worth, 0 to 100; null for no answer, or a field that is not rated. */
export function answerScore(field: SurveyFieldName, value: string | null | undefined): number | null {
  if (!value || !(field in answerScores)) return null;
  const scale: Record<string, number> = answerScores[field as RatedField];
  return scale[value] ?? null;
}

export const isStrength = (field: SurveyFieldName, value: string | null | undefined) =>
  answerScore(field, value) === 100;

export const isWeakness = (field: SurveyFieldName, value: string | null | undefined) => answerScore(field, value) === 0;

/** Words for an answer whose meaning the answer alone leaves open, shown beside it. */
export const answerNotes: Partial<Record<SurveyFieldName, Record<string, string>>> = {
  staffTurnaround: { Weak: 'high turnover', Sufficient: 'some turnover', Strong: 'low turnover' },
};
