import { planWeeks } from '@exitcraft/shared/content/exit-readiness';
import type { PlanAction } from '@exitcraft/shared/schemas/exit-readiness';
import type { PlanMarkRequest, TrackedPlan, TrackedPlanAction } from '@exitcraft/shared/schemas/plan';
import { snoozeDateMessage } from '@exitcraft/shared/schemas/plan';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planMarkHistory, planMarks, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ninetyDayPlan, readinessInputs, type ReadinessInputs } from '../exit-readiness/index.ts';

/*
 * The tracked 90-day plan (issue 31, decision 040). The plan itself is computed by exit-readiness
 * from the member's latest submissions; this module keeps the member's marks on its actions by
 * their stable ids. The 90 days start at the plan's basis: the latest submission it was computed
 * from, so a retake starts a new 90 days. Week n runs from basis + 7(n-1) days to basis + 7n - 1.
 */

const dayMs = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The latest submission the plan was computed from; null while nothing is submitted. */
export function planBasis(inputs: ReadinessInputs): Date | null {
  const times = [inputs.brand, inputs.diagnostic, inputs.roi, inputs.survey]
    .filter((part) => part !== null)
    .map((part) => part.submittedAt.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** The week of the 90 days `now` falls in, 1-13 (held at 13 after the end); null without a basis. */
export function currentWeek(basis: Date | null, now: Date): number | null {
  if (!basis) return null;
  const week = Math.floor((startOfDay(now).getTime() - startOfDay(basis).getTime()) / (7 * dayMs)) + 1;
  return Math.min(Math.max(week, 1), planWeeks);
}

function startOfDay(date: Date): Date {
  return new Date(`${day(date)}T00:00:00Z`);
}

type MarkRow = Pick<
  typeof planMarks.$inferSelect,
  'actionId' | 'state' | 'startedAt' | 'doneAt' | 'snoozedUntil' | 'dismissedReason' | 'basis'
>;
type HistoryRow = Pick<typeof planMarkHistory.$inferSelect, 'actionId' | 'state' | 'note' | 'at'>;
type Json<Row> = {
  [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key];
};

const at = (text: string | null) => (text === null ? null : new Date(text));

/**
 * The caller's marks and their history (oldest first) in one statement prepared once per database
 * (decision 044), as two JSON arrays beside the caller's row; the times come back as JSON text
 * (ISO 8601 with an offset) and are read back into dates.
 */
function prepareMarks(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      // table-qualified by hand: drizzle writes a column in a selection without its table
      marks: sql<Json<MarkRow>[]>`(
        select coalesce(json_agg(json_build_object('actionId', m.action_id, 'state', m.state, 'startedAt', m.started_at, 'doneAt', m.done_at, 'snoozedUntil', m.snoozed_until, 'dismissedReason', m.dismissed_reason, 'basis', m.basis)), '[]'::json)
        from ${planMarks} m where m.user_id = ${userId})`,
      history: sql<Json<HistoryRow>[]>`(
        select coalesce(json_agg(json_build_object('actionId', h.action_id, 'state', h.state, 'note', h.note, 'at', h.at) order by h.at, h.id), '[]'::json)
        from ${planMarkHistory} h where h.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('plan_marks_of');
}

const marksQueries = new WeakMap<Db, ReturnType<typeof prepareMarks>>();

async function marksOf(db: Db, userId: string): Promise<{ marks: MarkRow[]; history: HistoryRow[] }> {
  let query = marksQueries.get(db);
  if (!query) {
    query = prepareMarks(db);
    marksQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return {
    marks: (row?.marks ?? []).map((mark) => ({
      ...mark,
      startedAt: at(mark.startedAt),
      doneAt: at(mark.doneAt),
      basis: at(mark.basis),
    })),
    history: (row?.history ?? []).map((entry) => ({ ...entry, at: new Date(entry.at) })),
  };
}

function track(
  action: PlanAction,
  mark: MarkRow | undefined,
  history: HistoryRow[],
  basis: Date | null,
  /** the first day of the 90 days (the basis's, or today's without one), and today, both worked out once per plan */
  { start, today }: { start: number; today: string },
): TrackedPlanAction {
  const from = start + (action.target_week - 1) * 7 * dayMs;
  let state: TrackedPlanAction['state'] = mark?.state ?? 'open';
  // a done mark set against an older plan, and the newer answers still call for the action
  if (state === 'done' && basis && (!mark?.basis || mark.basis.getTime() < basis.getTime())) state = 'again';
  // a snooze that has run out reads as what it was before: to do
  if (state === 'snoozed' && mark?.snoozedUntil && mark.snoozedUntil <= today) state = 'open';
  return {
    ...action,
    state,
    started_at: mark?.startedAt?.toISOString() ?? null,
    done_at: mark?.doneAt?.toISOString() ?? null,
    snoozed_until: state === 'snoozed' ? (mark?.snoozedUntil ?? null) : null,
    dismissed_reason: state === 'dismissed' ? (mark?.dismissedReason ?? null) : null,
    due_from: day(new Date(from)),
    due_by: day(new Date(from + 6 * dayMs)),
    history: history.map((entry) => ({ state: entry.state, at: entry.at.toISOString(), note: entry.note })),
  };
}

/** The plan as computed now, each action with the member's mark: two statements, sent together. */
export async function trackedPlan(db: Db, userId: string, now: Date): Promise<TrackedPlan> {
  const [inputs, marks] = await Promise.all([readinessInputs(db, userId), marksOf(db, userId)]);
  return planWithMarks(inputs, marks, now);
}

export async function trackedPlanFrom(
  db: Db,
  userId: string,
  inputs: ReadinessInputs,
  now: Date,
): Promise<TrackedPlan> {
  return planWithMarks(inputs, await marksOf(db, userId), now);
}

function planWithMarks(
  inputs: ReadinessInputs,
  { marks, history }: { marks: MarkRow[]; history: HistoryRow[] },
  now: Date,
): TrackedPlan {
  const basis = planBasis(inputs);
  const markOf = new Map(marks.map((mark) => [mark.actionId, mark]));
  const historyOf = new Map<string, HistoryRow[]>();
  for (const entry of history) {
    const entries = historyOf.get(entry.actionId);
    if (entries) entries.push(entry);
    else historyOf.set(entry.actionId, [entry]);
  }
  const days = { start: startOfDay(basis ?? now).getTime(), today: day(now) };
  const actions = ninetyDayPlan(inputs).map((action) =>
    track(action, markOf.get(action.id), historyOf.get(action.id) ?? [], basis, days),
  );
  const week = currentWeek(basis, now);
  const counted = actions.filter((action) => action.state !== 'dismissed');
  return {
    started_on: basis ? day(basis) : null,
    current_week: week,
    progress: { done: counted.filter((action) => action.state === 'done').length, total: counted.length },
    this_week:
      week === null
        ? []
        : actions
            .filter(
              (action) =>
                (action.state === 'open' || action.state === 'started' || action.state === 'again') &&
                action.target_week <= week,
            )
            .map((action) => action.id),
    actions,
  };
}

/** POST /plan/marks/: set the caller's mark on an action of their current plan; answers the plan. */
export async function markPlanAction(
  db: Db,
  userId: string,
  request: PlanMarkRequest,
  now: Date,
): Promise<TrackedPlan> {
  const inputs = await readinessInputs(db, userId);
  const action = ninetyDayPlan(inputs).find((candidate) => candidate.id === request.action_id);
  // an action that is not on the caller's plan does not exist for them
  if (!action) throw notFound('This action is not on your plan.');
  if (request.state === 'snoozed' && request.until <= day(now)) throw badRequest(snoozeDateMessage);
  const basis = planBasis(inputs);
  const note = request.state === 'snoozed' ? request.until : request.state === 'dismissed' ? request.reason : null;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(planMarks)
      .where(and(eq(planMarks.userId, userId), eq(planMarks.actionId, action.id)));
    const values = {
      state: request.state,
      startedAt:
        request.state === 'started'
          ? now
          : request.state === 'done'
            ? (existing?.startedAt ?? now)
            : (existing?.startedAt ?? null),
      doneAt: request.state === 'done' ? now : (existing?.doneAt ?? null),
      snoozedUntil: request.state === 'snoozed' ? request.until : null,
      dismissedReason: request.state === 'dismissed' ? request.reason : null,
      basis,
      updatedAt: now,
    };
    await tx
      .insert(planMarks)
      .values({ userId, actionId: action.id, ...values })
      .onConflictDoUpdate({ target: [planMarks.userId, planMarks.actionId], set: values });
    await tx.insert(planMarkHistory).values({ userId, actionId: action.id, state: request.state, note, at: now });
  });
  return trackedPlanFrom(db, userId, inputs, now);
}
