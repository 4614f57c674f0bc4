import { assessmentMessages, instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, createUser, signIn, type TestContext } from '../../../test/helper.ts';

/** Issue 12, "Three assessments": the server side, through the API, against a real database. */
const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock } });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
async function as(accessToken: string | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const ids = (kind: keyof typeof instruments) => instrumentItems(instruments[kind]).map((item) => item.id);
/** Every item answered with one value. */
const all = (kind: keyof typeof instruments, value: number | string) =>
  Object.fromEntries(ids(kind).map((id) => [id, value]));

describe('GET /assessments/{kind}/', () => {
  it('serves each instrument publicly, with its version and item ids', async () => {
    const brand = await as(null, 'GET', '/assessments/brand/');
    expect(brand.statusCode).toBe(200);
    const body = brand.json();
    expect(body.kind).toBe('brand');
    expect(body.version).toBe('brand-2026-11');
    expect(body.sections.map((section: { name: string }) => section.name)).toEqual([
      'Leadership',
      'Message',
      'Operations',
      'Brand Artifacts',
    ]);
    expect(body.sections[0].items[0]).toEqual({
      id: 'leadership_1',
      text: instruments.brand.sections[0]!.items[0]!.text,
    });
    expect(body).not.toHaveProperty('currencies');

    const diagnostic = (await as(null, 'GET', '/assessments/diagnostic/')).json();
    expect(diagnostic.sections.flatMap((section: { items: unknown[] }) => section.items)).toHaveLength(
      ids('diagnostic').length,
    );
  });

  it('gives the calculator its issues and the fifteen currencies', async () => {
    const roi = (await as(null, 'GET', '/assessments/roi/')).json();
    expect(roi.sections).toHaveLength(7);
    expect(roi.currencies).toHaveLength(15);
    expect(roi.currencies[0]).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$', locale: 'en-US', country: 'US' });
    const first = roi.sections[0];
    expect(first.items[0]).toMatchObject({ id: 'no_strategic_plan_1', issue: 'no_strategic_plan' });
    expect(first.issues[0]).toEqual({
      id: 'no_strategic_plan',
      name: 'No written strategic plan',
      subtotal_label: 'Subtotal: No written strategic plan',
    });
  });

  it('answers an unknown kind with 404 and the error contract, on every path', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const [method, url] of [
      ['GET', '/assessments/culture/'],
      ['GET', '/assessments/culture/draft/'],
      ['PUT', '/assessments/culture/draft/'],
      ['DELETE', '/assessments/culture/draft/'],
      ['POST', '/assessments/culture/submissions/'],
      ['GET', '/assessments/culture/submissions/'],
      ['GET', '/assessments/culture/submissions/00000000-0000-4000-8000-000000000000/'],
    ] as const) {
      const reply = await as(
        accessToken,
        method,
        url,
        method === 'PUT' || method === 'POST' ? { answers: {} } : undefined,
      );
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json(), `${method} ${url}`).toMatchObject({ code: 'not_found', status: 'error' });
    }
  });

  it('keeps the owned routes behind a bearer', async () => {
    for (const url of ['/assessments/brand/draft/', '/assessments/brand/submissions/', '/brand-surveys/']) {
      expect((await as(null, 'GET', url)).statusCode, url).toBe(401);
    }
  });
});

describe('drafts', () => {
  it('is 204 with no body before anything was saved (a first visit logs no failed request)', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'GET', '/assessments/brand/draft/');
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
  });

  it('is restored in another sign-in of the same person, exactly as saved', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const answers = { leadership_1: 5, leadership_2: 3, message_4: 1 };
    const saved = await as(accessToken, 'PUT', '/assessments/brand/draft/', { answers, current_section: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ saved_at: clock.now().toISOString() });
    expect(saved.headers['cache-control']).toBe('no-store');

    const otherSession = await signIn(ctx.deps, user.id);
    expect(otherSession).not.toBe(accessToken);
    const restored = await as(otherSession, 'GET', '/assessments/brand/draft/');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ answers, current_section: 2, currency: null, saved_at: saved.json().saved_at });
  });

  it('replaces the draft on every save, keeps the calculator’s currency, and is dropped by DELETE', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'PUT', '/assessments/roi/draft/', {
      answers: { no_exit_plan_1: 1200 },
      current_section: 1,
      currency: 'GBP',
    });
    clock.advance(60_000);
    const second = await as(accessToken, 'PUT', '/assessments/roi/draft/', {
      answers: { no_exit_plan_1: 1500, staff_turnover_2: 0 },
      current_section: 3,
      currency: 'INR',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await as(accessToken, 'GET', '/assessments/roi/draft/')).json()).toEqual({
      answers: { no_exit_plan_1: 1500, staff_turnover_2: 0 },
      current_section: 3,
      currency: 'INR',
      saved_at: clock.now().toISOString(),
    });
    // one kind's draft is not another's
    expect((await as(accessToken, 'GET', '/assessments/diagnostic/draft/')).statusCode).toBe(204);

    expect((await as(accessToken, 'DELETE', '/assessments/roi/draft/')).statusCode).toBe(204);
    expect((await as(accessToken, 'GET', '/assessments/roi/draft/')).statusCode).toBe(204);
    expect((await as(accessToken, 'DELETE', '/assessments/roi/draft/')).statusCode).toBe(204);
  });

  it('is nobody else’s: another person sees 404, and deleting theirs leaves it', async () => {
    const owner = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    await as(owner.accessToken, 'PUT', '/assessments/diagnostic/draft/', {
      answers: { logo_1: 'Y' },
      current_section: 1,
    });
    expect((await as(other.accessToken, 'GET', '/assessments/diagnostic/draft/')).statusCode).toBe(204);
    await as(other.accessToken, 'DELETE', '/assessments/diagnostic/draft/');
    expect((await as(owner.accessToken, 'GET', '/assessments/diagnostic/draft/')).json().answers).toEqual({
      logo_1: 'Y',
    });
  });

  it.each([
    ['brand', { answers: { leadership_1: 6 }, current_section: 1 }, 'leadership_1 must be a rating'],
    ['brand', { answers: { nonsense: 3 }, current_section: 1 }, 'Unknown question id "nonsense"'],
    ['brand', { answers: {}, current_section: 5 }, 'current_section must be a whole number from 1 to 4'],
    ['brand', { answers: [], current_section: 1 }, 'answers must be an object'],
    ['roi', { answers: { no_exit_plan_1: -5 }, current_section: 1, currency: 'USD' }, 'no_exit_plan_1 must be a whole'],
    ['roi', { answers: {}, current_section: 1, currency: 'XYZ' }, 'Currency must be one of'],
    ['diagnostic', { answers: { logo_1: 'yes' }, current_section: 1 }, 'logo_1 must be "Y" or "N"'],
  ])('refuses a bad %s draft with 400: %j', async (kind, payload, message) => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'PUT', `/assessments/${kind}/draft/`, payload);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().code).toBe('validation_error');
    expect(reply.json().message).toContain(message);
    expect((await as(accessToken, 'GET', `/assessments/${kind}/draft/`)).statusCode).toBe(204);
  });
});

describe('submissions', () => {
  it('stores the version, the answers and the server’s scores, and drops the draft', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'PUT', '/assessments/brand/draft/', { answers: { leadership_1: 2 }, current_section: 4 });
    const answers = { ...all('brand', 4), message_1: 3, message_2: 3, artifacts_10: 1 };
    const reply = await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers });
    expect(reply.statusCode, reply.body).toBe(201);
    const submission = reply.json();
    expect(submission).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 'brand-2026-11',
      submitted_at: clock.now().toISOString(),
      scores: {
        // message: 8 × 75 + 2 × 50 = 700 / 10; artifacts: 9 × 75 + 0 = 67.5; overall 287.5 / 4
        overall: 71.9,
        dont_know: 2,
        sections: [
          { id: 'leadership', name: 'Leadership', score: 75 },
          { id: 'message', name: 'Message', score: 70 },
          { id: 'operations', name: 'Operations', score: 75 },
          { id: 'artifacts', name: 'Brand Artifacts', score: 67.5 },
        ],
      },
    });
    expect((await as(accessToken, 'GET', '/assessments/brand/draft/')).statusCode).toBe(204);

    const stored = await as(accessToken, 'GET', `/assessments/brand/submissions/${submission.id}/`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ ...submission, answers });
  });

  it('refuses an incomplete brand or diagnostic answer set, listing what is missing', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const { leadership_3: _, artifacts_7: __, ...brandAnswers } = all('brand', 5);
    const brand = await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers });
    expect(brand.statusCode).toBe(400);
    expect(brand.json()).toMatchObject({
      code: 'assessment_incomplete',
      message: assessmentMessages.incomplete,
      missing_items: ['leadership_3', 'artifacts_7'],
      status: 'error',
    });

    const diagnostic = await as(accessToken, 'POST', '/assessments/diagnostic/submissions/', { answers: {} });
    expect(diagnostic.statusCode).toBe(400);
    expect(diagnostic.json().missing_items).toEqual(ids('diagnostic'));
    expect((await as(accessToken, 'GET', '/assessments/brand/submissions/')).json()).toEqual([]);
  });

  it('scores the calculator with missing amounts as 0, in the chosen currency', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'POST', '/assessments/roi/submissions/', {
      answers: { customer_concentration_1: 250_000, customer_concentration_2: 40_000, underpricing_3: 12_500 },
      currency: 'CHF',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { scores, version } = reply.json();
    expect(version).toBe('roi-2026-11');
    expect(scores.currency).toBe('CHF');
    expect(scores.grand_total).toBe(302_500);
    const revenue = scores.sections.find((section: { id: string }) => section.id === 'revenue');
    expect(revenue.total).toBe(302_500);
    expect(revenue.issues.map((issue: { subtotal: number }) => issue.subtotal)).toEqual([290_000, 0, 12_500, 0]);
  });

  it('scores the diagnostic per section and overall', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'POST', '/assessments/diagnostic/submissions/', {
      answers: { ...all('diagnostic', 'N'), logo_1: 'Y', logo_2: 'Y', customer_4: 'Y' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { scores } = reply.json();
    expect(scores.overall).toEqual({ yes: 3, total: ids('diagnostic').length, yes_pct: 9.4 });
    expect(scores.sections[0]).toEqual({ id: 'logo', name: 'Corporate Logo', yes: 2, total: 6, yes_pct: 33.3 });
  });

  it('keeps every submission: a retake is a new one, the history is newest first', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const first = (
      await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers: all('brand', 2) })
    ).json();
    clock.advance(60_000);
    const second = (
      await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers: all('brand', 5) })
    ).json();
    expect(second.id).not.toBe(first.id);

    const history = await as(accessToken, 'GET', '/assessments/brand/submissions/');
    expect(history.statusCode).toBe(200);
    expect(history.headers['cache-control']).toBe('no-store');
    expect(history.json()).toEqual([second, first]);
    expect(history.json().map((entry: { scores: { overall: number } }) => entry.scores.overall)).toEqual([100, 25]);
    expect((await as(accessToken, 'GET', `/assessments/brand/submissions/${first.id}/`)).json().answers).toEqual(
      all('brand', 2),
    );
  });

  it('is nobody else’s: 404 for another person’s id, a malformed id, or the id under another kind', async () => {
    const owner = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    const { id } = (
      await as(owner.accessToken, 'POST', '/assessments/diagnostic/submissions/', { answers: all('diagnostic', 'Y') })
    ).json();
    for (const [token, url] of [
      [other.accessToken, `/assessments/diagnostic/submissions/${id}/`],
      [owner.accessToken, `/assessments/brand/submissions/${id}/`],
      [owner.accessToken, '/assessments/diagnostic/submissions/not-a-uuid/'],
      [owner.accessToken, '/assessments/diagnostic/submissions/00000000-0000-4000-8000-000000000000/'],
    ] as const) {
      const reply = await as(token, 'GET', url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().code, url).toBe('not_found');
    }
    expect((await as(other.accessToken, 'GET', '/assessments/diagnostic/submissions/')).json()).toEqual([]);
  });

  const complete = { brand: all('brand', 4), roi: {}, diagnostic: all('diagnostic', 'Y') };
  it.each([
    ['brand', { leadership_1: 0 }, undefined],
    ['brand', { leadership_1: 6 }, undefined],
    ['brand', { leadership_1: 4.5 }, undefined],
    ['brand', { leadership_1: '4' }, undefined],
    ['brand', { leadership_1: null }, undefined],
    ['brand', { logo_1: 4 }, undefined],
    ['roi', { no_exit_plan_1: -1 }, 'USD'],
    ['roi', { no_exit_plan_1: 10.5 }, 'USD'],
    ['roi', { no_exit_plan_1: '1000' }, 'USD'],
    ['roi', { no_exit_plan_1: 'a lot' }, 'USD'],
    ['roi', { no_exit_plan_1: 1_000_000_000_001 }, 'USD'],
    ['roi', { no_exit_plan_1: 1e300 }, 'USD'],
    ['roi', { no_exit_plan_9: 100 }, 'USD'],
    ['roi', {}, 'XYZ'],
    ['roi', {}, undefined],
    ['diagnostic', { logo_1: 'y' }, undefined],
    ['diagnostic', { logo_1: true }, undefined],
    ['diagnostic', { logo_7: 'Y' }, undefined],
  ] as const)('refuses a %s submission with %j (currency %s) with 400', async (kind, bad, currency) => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'POST', `/assessments/${kind}/submissions/`, {
      answers: { ...complete[kind], ...bad },
      ...(currency ? { currency } : {}),
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'validation_error', status: 'error' });
    expect((await as(accessToken, 'GET', `/assessments/${kind}/submissions/`)).json()).toEqual([]);
  });

  it('takes the largest amount allowed', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'POST', '/assessments/roi/submissions/', {
      answers: { no_exit_plan_1: 1_000_000_000_000, no_exit_plan_2: 1_000_000_000_000 },
      currency: 'JPY',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().scores.grand_total).toBe(2_000_000_000_000);
  });
});

describe('GET /brand-surveys/', () => {
  it('is an empty list before any brand submission', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const reply = await as(accessToken, 'GET', '/brand-surveys/');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([]);
  });

  it('lists the latest brand submission statement by statement, the answer in snake_case', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers: all('brand', 1) });
    clock.advance(1000);
    await as(accessToken, 'POST', '/assessments/brand/submissions/', {
      answers: { ...all('brand', 4), leadership_1: 5, leadership_2: 3, leadership_3: 2, leadership_4: 1 },
    });
    const list = (await as(accessToken, 'GET', '/brand-surveys/')).json();
    const statements = instrumentItems(instruments.brand);
    expect(list).toHaveLength(statements.length);
    expect(list.slice(0, 5)).toEqual([
      { question: statements[0]!.text, answer: 'strongly_agree' },
      { question: statements[1]!.text, answer: 'dont_know' },
      { question: statements[2]!.text, answer: 'disagree' },
      { question: statements[3]!.text, answer: 'strongly_disagree' },
      { question: statements[4]!.text, answer: 'agree' },
    ]);
  });
});

describe('the onboarding', () => {
  it('counts a submitted kind', async () => {
    const { accessToken } = await createUser(ctx.deps);
    expect((await as(accessToken, 'GET', '/onboarding/')).json().assessments).toEqual({
      brand: false,
      roi: false,
      diagnostic: false,
    });
    await as(accessToken, 'POST', '/assessments/roi/submissions/', { answers: {}, currency: 'USD' });
    expect((await as(accessToken, 'GET', '/onboarding/')).json().assessments).toEqual({
      brand: false,
      roi: true,
      diagnostic: false,
    });
  });
});

describe('whatever a body holds', () => {
  // the route fuzzer fills every path parameter with one word, so it never reaches a real kind
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
  const badValues: unknown[] = ['\u0000', 'lone \ud800', 'a'.repeat(10_000), '', -1.5, true, null, [], {}, deep(64)];
  it('is answered 400 (or accepted), never 5xx, on every kind’s draft and submission', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const kind of ['brand', 'roi', 'diagnostic'] as const) {
      const firstId = ids(kind)[0]!;
      for (const [method, url] of [
        ['PUT', `/assessments/${kind}/draft/`],
        ['POST', `/assessments/${kind}/submissions/`],
      ] as const) {
        const base = { answers: {}, current_section: 1, currency: 'USD' };
        for (const value of badValues) {
          for (const payload of [
            { ...base, answers: value },
            { ...base, answers: { [firstId]: value } },
            { ...base, answers: { [String(value).slice(0, 100)]: 1 } },
            { ...base, current_section: value },
            { ...base, currency: value },
          ]) {
            const reply = await as(accessToken, method, url, payload);
            expect(reply.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`).toBeLessThan(500);
            if (reply.statusCode >= 400) expect(reply.json().message.length).toBeGreaterThan(0);
          }
        }
      }
    }
  }, 60_000);
});
