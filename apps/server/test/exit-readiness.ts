import { instruments } from '@exitcraft/shared/content/assessments/index';
import type { AssessmentAnswers } from '@exitcraft/shared/schemas/assessments';

/*
 * Known answers for the exit-readiness tests (unit and integration), with the figures they give
 * worked out by hand in the comments.
 */

const sectionAnswers = (
  kind: keyof typeof instruments,
  sectionId: string,
  values: AssessmentAnswers[string][],
): AssessmentAnswers => {
  const section = instruments[kind].sections.find((candidate) => candidate.id === sectionId);
  if (!section || section.items.length !== values.length) throw new Error(`bad fixture for ${kind}/${sectionId}`);
  return Object.fromEntries(section.items.map((item, index) => [item.id, values[index]!]));
};

/** Leadership 80, Message 40, Operations 70, Brand Artifacts 60: overall 62.5; six "Don't Know". */
export const brandAnswers: AssessmentAnswers = {
  ...sectionAnswers('brand', 'leadership', [5, 5, 5, 5, 5, 5, 4, 4, 3, 1]),
  ...sectionAnswers('brand', 'message', [5, 5, 3, 3, 3, 3, 1, 1, 1, 1]),
  ...sectionAnswers('brand', 'operations', [5, 5, 5, 5, 5, 4, 4, 3, 1, 1]),
  ...sectionAnswers('brand', 'artifacts', [5, 5, 5, 5, 4, 4, 2, 2, 1, 1]),
};

/** Yes: logo 6/6, identity 1/3, brand 10/15, wealth 0/4, customer 3/4: 20 of 32, 62.5 %. */
export const diagnosticAnswers: AssessmentAnswers = {
  ...sectionAnswers('diagnostic', 'logo', ['Y', 'Y', 'Y', 'Y', 'Y', 'Y']),
  ...sectionAnswers('diagnostic', 'identity', ['Y', 'N', 'N']),
  ...sectionAnswers('diagnostic', 'brand', ['Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'N', 'N', 'N', 'N', 'N']),
  ...sectionAnswers('diagnostic', 'wealth', ['N', 'N', 'N', 'N']),
  ...sectionAnswers('diagnostic', 'customer', ['Y', 'Y', 'Y', 'N']),
};

/**
 * Customer concentration 80,000; staff turnover 60,000; no exit plan and undocumented processes
 * 30,000 each; underpricing 5,000: grand total 205,000 (EUR).
 */
export const roiAnswers: AssessmentAnswers = {
  customer_concentration_1: 80_000,
  staff_turnover_1: 50_000,
  staff_turnover_2: 10_000,
  no_exit_plan_1: 30_000,
  undocumented_processes_1: 30_000,
  underpricing_1: 5_000,
};
export const roiCurrency = 'EUR' as const;
