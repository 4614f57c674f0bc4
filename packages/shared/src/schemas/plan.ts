import { z } from 'zod';
import { planActionSchema } from './exit-readiness.ts';
import { planMarkStates, planActionStates } from '../content/plan.ts';

/*
 * The tracked 90-day plan (issue 31): each action of the plan computed by the exit-readiness
 * report (same stable `id`) with the member's mark on it. GET /plan/ answers the actions with
 * their state and the progress; POST /plan/marks/ sets one action's mark.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

export const dismissReasonMessage = 'Say why you dismiss this action (up to 300 characters).';
export const snoozeDateMessage = 'Choose a date after today to snooze until.';

export const planMarkRequestSchema = z.discriminatedUnion('state', [
  z.object({ action_id: z.string().min(1).max(80), state: z.literal('open') }),
  z.object({ action_id: z.string().min(1).max(80), state: z.literal('started') }),
  z.object({ action_id: z.string().min(1).max(80), state: z.literal('done') }),
  z.object({ action_id: z.string().min(1).max(80), state: z.literal('snoozed'), until: isoDay }),
  z.object({
    action_id: z.string().min(1).max(80),
    state: z.literal('dismissed'),
    reason: z.string().trim().min(1, dismissReasonMessage).max(300, dismissReasonMessage),
  }),
]);
export type PlanMarkRequest = z.infer<typeof planMarkRequestSchema>;

export const planHistoryEntrySchema = z.object({
  state: z.enum(planMarkStates),
  at: z.string(),
  /** the snooze date or the dismissal reason, where the mark has one */
  note: z.string().nullable(),
});
export type PlanHistoryEntry = z.infer<typeof planHistoryEntrySchema>;

export const trackedPlanActionSchema = planActionSchema.extend({
  state: z.enum(planActionStates),
  started_at: z.string().nullable(),
  /** the last time it was marked done (kept when it comes back as `again`) */
  done_at: z.string().nullable(),
  snoozed_until: z.string().nullable(),
  dismissed_reason: z.string().nullable(),
  /** the first day of the action's target week and the last (YYYY-MM-DD, UTC) */
  due_from: z.string(),
  due_by: z.string(),
  history: z.array(planHistoryEntrySchema),
});
export type TrackedPlanAction = z.infer<typeof trackedPlanActionSchema>;

export const trackedPlanSchema = z.object({
  /** the day the 90 days began: the latest submission the plan was computed from; null with no submission */
  started_on: z.string().nullable(),
  /** 1-13 while the plan runs; null without a start */
  current_week: z.number().int().nullable(),
  progress: z.object({
    done: z.number().int(),
    /** the actions that count: every action but the dismissed ones */
    total: z.number().int(),
  }),
  /** ids of the open actions due this week or earlier (not done, dismissed or snoozed past today) */
  this_week: z.array(z.string()),
  actions: z.array(trackedPlanActionSchema),
});
export type TrackedPlan = z.infer<typeof trackedPlanSchema>;
