import { trackedPlanSchema } from '@exitcraft/shared/schemas/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAnswers, diagnosticAnswers, roiAnswers, roiCurrency } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, signIn, type TestContext } from '../../../test/helper.ts';
import { manualClock } from '../../lib/clock.ts';

/** Issue 31: the tracked 90-day plan through the API, against a real database, with a controlled clock. */
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
const day = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock } });
});
afterAll(() => ctx.close());

async function as(accessToken: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function submit(token: string, kind: 'brand' | 'diagnostic' | 'roi') {
  const payload =
    kind === 'roi'
      ? { answers: roiAnswers, currency: roiCurrency }
      : { answers: kind === 'brand' ? brandAnswers : diagnosticAnswers };
  const reply = await as(token, 'POST', `/assessments/${kind}/submissions/`, payload);
  expect(reply.statusCode, reply.body).toBe(201);
}

async function plan(token: string) {
  const reply = await as(token, 'GET', '/plan/');
  expect(reply.statusCode, reply.body).toBe(200);
  return trackedPlanSchema.parse(reply.json());
}

async function mark(token: string, body: object) {
  return as(token, 'POST', '/plan/marks/', body);
}

describe('the tracked plan', () => {
  it('needs a bearer', async () => {
    expect((await as(null, 'GET', '/plan/')).statusCode).toBe(401);
    expect((await mark('', { action_id: 'roi:staff_turnover', state: 'done' })).statusCode).toBe(401);
  });

  it('marks actions started, done, snoozed and dismissed, counts the progress, and keeps the marks across a retake', async () => {
    clock.set(new Date('2026-11-20T09:00:00Z'));
    const user = await createUser(ctx.deps);
    let token = user.accessToken;
    await submit(token, 'brand');
    await submit(token, 'roi');
    const first = await plan(token);
    expect(first.started_on).toBe('2026-11-20');
    expect(first.current_week).toBe(1);
    expect(first.actions.every((action) => action.state === 'open')).toBe(true);
    expect(first.progress).toEqual({ done: 0, total: first.actions.length });
    const [a, b, c, d] = first.actions;
    if (!a || !b || !c || !d) throw new Error('the plan holds at least five actions');
    // week n of the 90 days starts 7(n-1) days after the latest submission
    expect(a.target_week).toBe(2);
    expect(a).toMatchObject({ due_from: '2026-11-27', due_by: '2026-12-03' });
    expect(first.this_week).toEqual([]);

    clock.advance(day);
    token = await signIn(ctx.deps, user.user.id);
    expect((await mark(token, { action_id: a.id, state: 'started' })).statusCode).toBe(200);
    clock.advance(day);
    token = await signIn(ctx.deps, user.user.id);
    const afterDone = trackedPlanSchema.parse((await mark(token, { action_id: a.id, state: 'done' })).json());
    const doneA = afterDone.actions.find((x) => x.id === a.id);
    expect(doneA).toMatchObject({
      state: 'done',
      started_at: '2026-11-21T09:00:00.000Z',
      done_at: '2026-11-22T09:00:00.000Z',
    });
    expect(doneA?.history.map((entry) => entry.state)).toEqual(['started', 'done']);
    expect(afterDone.progress.done).toBe(1);
    clock.set(new Date('2026-11-27T09:00:00Z'));
    token = await signIn(ctx.deps, user.user.id);
    const weekTwo = await plan(token);
    expect(weekTwo.current_week).toBe(2);
    expect(weekTwo.this_week).toEqual(
      weekTwo.actions.filter((x) => x.target_week <= 2 && x.id !== a.id).map((x) => x.id),
    );

    // a snooze needs a day after today; a dismissal needs a reason
    const pastSnooze = await mark(token, { action_id: b.id, state: 'snoozed', until: '2026-11-27' });
    expect(pastSnooze.statusCode).toBe(400);
    expect(pastSnooze.json().message).toBe('Choose a date after today to snooze until.');
    expect((await mark(token, { action_id: b.id, state: 'snoozed', until: '2026-12-01' })).statusCode).toBe(200);
    const noReason = await mark(token, { action_id: c.id, state: 'dismissed', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const dismissed = trackedPlanSchema.parse(
      (await mark(token, { action_id: c.id, state: 'dismissed', reason: 'Our accountant handles it' })).json(),
    );
    expect(dismissed.actions.find((x) => x.id === b.id)).toMatchObject({
      state: 'snoozed',
      snoozed_until: '2026-12-01',
    });
    expect(dismissed.actions.find((x) => x.id === c.id)).toMatchObject({
      state: 'dismissed',
      dismissed_reason: 'Our accountant handles it',
    });
    // the dismissed action leaves the total
    expect(dismissed.progress).toEqual({ done: 1, total: first.actions.length - 1 });

    // the snooze runs out on its day
    clock.set(new Date('2026-12-01T08:00:00Z'));
    token = await signIn(ctx.deps, user.user.id);
    expect((await plan(token)).actions.find((x) => x.id === b.id)?.state).toBe('open');

    // a retake with the same answers recomputes the plan: the marks stay on the same ids, and the
    // done action the new answers still call for comes back as "again" with its history
    await submit(token, 'roi');
    const retaken = await plan(token);
    expect(retaken.started_on).toBe('2026-12-01');
    const again = retaken.actions.find((x) => x.id === a.id);
    expect(again).toMatchObject({ state: 'again', done_at: '2026-11-22T09:00:00.000Z' });
    expect(again?.history.map((entry) => entry.state)).toEqual(['started', 'done']);
    expect(retaken.actions.find((x) => x.id === c.id)?.state).toBe('dismissed');
    // a new 90 days: week 1 again, and the first action is due in week 2
    expect(retaken.current_week).toBe(1);
    expect(retaken.this_week).not.toContain(a.id);
    // done again against the new plan
    const redone = trackedPlanSchema.parse((await mark(token, { action_id: a.id, state: 'done' })).json());
    expect(redone.actions.find((x) => x.id === a.id)?.state).toBe('done');
    expect(redone.actions.find((x) => x.id === a.id)?.history).toHaveLength(3);
  });

  it('refuses an action that is not on the caller’s plan, and never shows another person’s marks', async () => {
    clock.set(new Date('2026-11-20T09:00:00Z'));
    const owner = await createUser(ctx.deps);
    await submit(owner.accessToken, 'roi');
    const ownerPlan = await plan(owner.accessToken);
    const roiAction = ownerPlan.actions.find((x) => x.source === 'roi');
    if (!roiAction) throw new Error('the ROI answers give ROI actions');
    expect((await mark(owner.accessToken, { action_id: roiAction.id, state: 'done' })).statusCode).toBe(200);

    const stranger = await createUser(ctx.deps);
    const unknown = await mark(stranger.accessToken, { action_id: roiAction.id, state: 'done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This action is not on your plan.');
    const strangerPlan = await plan(stranger.accessToken);
    expect(strangerPlan.started_on).toBeNull();
    expect(strangerPlan.progress.done).toBe(0);
    expect(strangerPlan.actions.every((x) => x.state === 'open' && x.history.length === 0)).toBe(true);
  });

  it('answers a clear 400 for an unknown state', async () => {
    const { accessToken } = await createUser(ctx.deps);
    expect((await mark(accessToken, { action_id: 'baseline:x', state: 'finished' })).statusCode).toBe(400);
  });
});
