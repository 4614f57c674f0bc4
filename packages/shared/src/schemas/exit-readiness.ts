import { z } from 'zod';
import { currencyCodeSchema } from './assessments.ts';

/*
 * GET /reports/exit-readiness/ (issue 15): the Exit Readiness Score with its parts, the money at
 * stake from the latest ROI/COI submission, and the ranked 90-day plan. The PDF report
 * (GET /reports/exit-readiness.pdf) prints the same figures.
 */

export const scorePartSchema = z.object({
  id: z.enum(['brand', 'checklist', 'health']),
  name: z.string(),
  /** percent of the score; the three add up to 100 */
  weight: z.number().int(),
  /** 0-100 with one decimal; null while the part is missing */
  score: z.number().nullable(),
  /** when the part's source was submitted; null while missing */
  taken_at: z.string().nullable(),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

export const healthFactorSchema = z.object({
  id: z.enum(['cash_flow', 'staff_turnover', 'formal_processes', 'plans']),
  name: z.string(),
  score: z.number(),
});
export type HealthFactor = z.infer<typeof healthFactorSchema>;

export const exitScoreSchema = z.object({
  /** 0-100, whole; null when no part has been taken */
  value: z.number().int().nullable(),
  /** the sum of the weights of the parts taken, 0-100 */
  completeness: z.number().int(),
  parts: z.array(scorePartSchema),
  /** the business-health part's four factors; empty while that part is missing */
  health_factors: z.array(healthFactorSchema),
});
export type ExitScore = z.infer<typeof exitScoreSchema>;

export const atStakeSchema = z.object({
  currency: currencyCodeSchema,
  /** the ROI/COI grand total: what the issues cost per year, whole units */
  grand_total: z.number().int(),
  submitted_at: z.string(),
  /** the three largest issues that cost something, largest first */
  top_issues: z.array(z.object({ id: z.string(), name: z.string(), section: z.string(), subtotal: z.number().int() })),
});
export type AtStake = z.infer<typeof atStakeSchema>;

export const planActionSchema = z.object({
  rank: z.number().int(),
  /** stable id: `<source>:<key>`, e.g. `roi:staff_turnover` */
  id: z.string(),
  source: z.enum(['roi', 'brand', 'checklist', 'plans', 'missing', 'baseline']),
  title: z.string(),
  /** the answer or figure that put the action on the list */
  why: z.string(),
  first_step: z.string(),
  /** 1-13: the week of the 90 days by which it should be done */
  target_week: z.number().int(),
});
export type PlanAction = z.infer<typeof planActionSchema>;

export const exitReadinessReportSchema = z.object({
  generated_at: z.string(),
  /** the business name from the business details, else the account's company name; null when neither */
  company: z.string().nullable(),
  score: exitScoreSchema,
  /** null while the ROI/COI calculator has not been submitted */
  at_stake: atStakeSchema.nullable(),
  plan: z.array(planActionSchema),
  /** whether the caller may download the PDF report (members only) */
  pdf_available: z.boolean(),
});
export type ExitReadinessReport = z.infer<typeof exitReadinessReportSchema>;
