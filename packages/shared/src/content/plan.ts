/*
 * The tracked plan's states and what the screens call them, without zod: the dashboard's plan card
 * shows them and loads no schema library for them (decision 047). `schemas/plan.ts` checks with them.
 */

/** What a member can set on an action; `open` clears the mark (the history keeps it). */
export const planMarkStates = ['open', 'started', 'done', 'snoozed', 'dismissed'] as const;
/** What an action shows: the marks, plus `again` for a done action the newer answers still call for. */
export const planActionStates = [...planMarkStates, 'again'] as const;
export type PlanActionState = (typeof planActionStates)[number];

export const planStateLabels: Record<PlanActionState, string> = {
  open: 'To do',
  started: 'Started',
  done: 'Done',
  snoozed: 'Snoozed',
  dismissed: 'Dismissed',
  again: 'Again',
};
