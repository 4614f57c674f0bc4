import { instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { assessmentStatusSchema } from '@exitcraft/shared/schemas/assessments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAnswers } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { manualClock } from '../../lib/clock.ts';

/** Issue 15: the tool pages' status read, GET /assessments/{kind}/status/. */
const clock = manualClock(new Date('2026-11-10T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock } });
});
afterAll(() => ctx.close());

const get = (token: string | null, kind: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/assessments/${kind}/status/`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /assessments/{kind}/status/', () => {
  it('needs a bearer, and knows only the three kinds', async () => {
    expect((await get(null, 'brand')).statusCode).toBe(401);
    const { accessToken } = await createUser(ctx.deps);
    expect((await get(accessToken, 'nope')).statusCode).toBe(404);
  });

  it('is "nothing yet" for a new person, then the draft’s progress, then the submissions newest first', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const headers = { authorization: `Bearer ${accessToken}` };
    expect(assessmentStatusSchema.parse((await get(accessToken, 'brand')).json())).toEqual({
      draft: null,
      submissions: [],
    });

    const ten = Object.fromEntries(
      instrumentItems(instruments.brand)
        .slice(0, 10)
        .map((item) => [item.id, 4]),
    );
    await ctx.app.inject({ method: 'PUT', url: '/assessments/brand/draft/', headers, payload: { answers: ten } });
    expect(assessmentStatusSchema.parse((await get(accessToken, 'brand')).json())).toEqual({
      draft: { saved_at: '2026-11-10T09:00:00.000Z', answered: 10, total: 40 },
      submissions: [],
    });

    await ctx.app.inject({
      method: 'POST',
      url: '/assessments/brand/submissions/',
      headers,
      payload: { answers: brandAnswers },
    });
    clock.advance(60_000);
    const allFours = Object.fromEntries(Object.keys(brandAnswers).map((id) => [id, 4]));
    await ctx.app.inject({
      method: 'POST',
      url: '/assessments/brand/submissions/',
      headers,
      payload: { answers: allFours },
    });
    const status = assessmentStatusSchema.parse((await get(accessToken, 'brand')).json());
    expect(status.draft).toBeNull();
    expect(status.submissions.map((submission) => [submission.submitted_at, submission.scores])).toEqual([
      ['2026-11-10T09:01:00.000Z', expect.objectContaining({ overall: 75 })],
      ['2026-11-10T09:00:00.000Z', expect.objectContaining({ overall: 62.5 })],
    ]);
  });

  it('shows a person only their own', async () => {
    const owner = await createUser(ctx.deps);
    await ctx.app.inject({
      method: 'POST',
      url: '/assessments/brand/submissions/',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { answers: brandAnswers },
    });
    const stranger = await createUser(ctx.deps);
    expect((await get(stranger.accessToken, 'brand')).json()).toEqual({ draft: null, submissions: [] });
  });
});
