import { z } from 'zod';
import { assessmentKinds } from '../content/assessments/index.ts';

/*
 * GET /benchmarks/ (issue 30, decision 038): the caller's own figures placed among other owners'
 * latest submissions, as frozen once a day. Only aggregates: a cohort's size and a coarse share
 * of it below the caller; never another owner's figure, id or answer.
 */

export const benchmarkComparisonSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('shown'),
    /** the share of the cohort whose figure is lower than the caller's, rounded down to `step` */
    percentile: z.number().int().min(0).max(100),
    /** the rounding step in percentage points: the cohort's size keeps each step to 5 owners or more */
    step: z.number().int().min(1).max(100),
    cohort: z.number().int().min(1),
  }),
  z.object({ status: z.literal('not_enough_peers'), message: z.string() }),
  z.object({ status: z.literal('no_group'), message: z.string() }),
]);
export type BenchmarkComparison = z.infer<typeof benchmarkComparisonSchema>;

export const benchmarkMetricSchema = z.object({
  /** `readiness`, `<kind>` (the headline) or `<kind>:<section id>` */
  id: z.string(),
  source: z.enum(['readiness', ...assessmentKinds]),
  /** null for a headline */
  section: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** money figures are compared only with figures in the same currency */
  currency: z.string().nullable(),
  /** the caller's own figure */
  value: z.number(),
  all: benchmarkComparisonSchema,
  peers: benchmarkComparisonSchema,
});
export type BenchmarkMetric = z.infer<typeof benchmarkMetricSchema>;

export const benchmarksReplySchema = z.object({
  /** the day (UTC) whose start the owners' figures were frozen at: YYYY-MM-DD */
  as_of: z.string(),
  min_cohort: z.number().int(),
  /** the caller's own group, from their business details; null parts are not known */
  peer_group: z.object({ industry: z.string().nullable(), size: z.string().nullable() }),
  metrics: z.array(benchmarkMetricSchema),
});
export type BenchmarksReply = z.infer<typeof benchmarksReplySchema>;
