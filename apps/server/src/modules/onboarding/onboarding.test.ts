import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { assessmentSubmissions } from '../../db/schema.ts';
import { completeSurvey } from '../../../test/company-survey.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function as(accessToken: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload ? { payload } : {}),
  });
}

type Kind = 'brand' | 'roi' | 'diagnostic';

/** A person at a given point of the onboarding, made through the API (assessments straight in the table). */
async function personWith(details: boolean, adviser: 'booked' | 'skipped' | null, assessments: Kind[]) {
  const { user, accessToken } = await createUser(ctx.deps);
  if (details) expect((await as(accessToken, 'POST', '/company-surveys/submit/', completeSurvey)).statusCode).toBe(200);
  if (adviser) await as(accessToken, 'POST', '/onboarding/adviser-session/', { status: adviser });
  for (const kind of assessments) {
    await ctx.deps.db
      .insert(assessmentSubmissions)
      .values({ userId: user.id, kind, instrumentVersion: 'test', answers: {}, scores: {} });
  }
  return accessToken;
}

describe('GET /onboarding/', () => {
  it('starts a new person at step 1, 0 %', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'GET', '/onboarding/');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      step: 1,
      progress: 0,
      business_details_submitted: false,
      adviser_session: null,
      assessments: { brand: false, roi: false, diagnostic: false },
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  const cases: [boolean, 'booked' | 'skipped' | null, Kind[], number][] = [
    [false, null, [], 1],
    [false, 'skipped', [], 1],
    [false, 'booked', ['brand', 'roi'], 1],
    [true, null, [], 2],
    [true, null, ['diagnostic'], 2],
    [true, 'skipped', [], 3],
    [true, 'booked', [], 3],
    [true, 'booked', ['roi'], 4],
    [true, 'skipped', ['diagnostic', 'brand'], 5],
    [true, 'booked', ['brand', 'roi', 'diagnostic'], 6],
    [true, 'booked', ['brand', 'brand', 'roi', 'roi'], 5],
  ];
  for (const [details, adviser, assessments, step] of cases) {
    it(`details ${details}, adviser ${adviser}, assessments [${assessments.join(', ')}] → step ${step}`, async () => {
      const accessToken = await personWith(details, adviser, assessments);
      const state = (await as(accessToken, 'GET', '/onboarding/')).json();
      expect(state).toMatchObject({
        step,
        progress: (step - 1) * 20,
        business_details_submitted: details,
        adviser_session: adviser,
      });
      for (const kind of ['brand', 'roi', 'diagnostic'] as const) {
        expect(state.assessments[kind], kind).toBe(assessments.includes(kind));
      }
    });
  }
});

describe('POST /onboarding/adviser-session/', () => {
  it('records a skip, then a booking, and answers the new state', async () => {
    const accessToken = await personWith(true, null, []);
    const skipped = await as(accessToken, 'POST', '/onboarding/adviser-session/', { status: 'skipped' });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ step: 3, progress: 40, adviser_session: 'skipped' });
    const booked = await as(accessToken, 'POST', '/onboarding/adviser-session/', { status: 'booked' });
    expect(booked.json()).toMatchObject({ step: 3, adviser_session: 'booked' });
  });

  it('refuses any other status with a 400', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const payload of [{ status: 'maybe' }, { status: null }, { status: 1 }, {}, { status: 'booked\u0000' }]) {
      const reply = await as(accessToken, 'POST', '/onboarding/adviser-session/', payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().status).toBe('error');
    }
    expect((await as(accessToken, 'GET', '/onboarding/')).json().adviser_session).toBeNull();
  });

  it('is each person’s own', async () => {
    const owner = await personWith(true, null, []);
    const other = await createUser(ctx.deps);
    await as(other.accessToken, 'POST', '/onboarding/adviser-session/', { status: 'booked' });
    expect((await as(owner, 'GET', '/onboarding/')).json()).toMatchObject({ step: 2, adviser_session: null });
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/onboarding/' })).statusCode).toBe(401);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/onboarding/adviser-session/',
      payload: { status: 'booked' },
    });
    expect(post.statusCode).toBe(401);
  });
});
