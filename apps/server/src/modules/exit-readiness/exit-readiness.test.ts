import { reportMemberOnlyMessage } from '@exitcraft/shared/content/exit-readiness';
import { exitReadinessReportSchema } from '@exitcraft/shared/schemas/exit-readiness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { brandAnswers, diagnosticAnswers, roiAnswers, roiCurrency } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { pdfText } from '../../../../../scripts/pdf-text.mjs';
import { manualClock } from '../../lib/clock.ts';

/** Issue 15: the exit-readiness report as JSON and as a PDF, through the API, against a real database. */
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
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

/** A person who has taken all three assessments and submitted the business details. */
async function personWithEverything(fields: Parameters<typeof createUser>[1] = {}) {
  const person = await createUser(ctx.deps, fields);
  const token = person.accessToken;
  for (const [kind, payload] of [
    ['brand', { answers: brandAnswers }],
    ['diagnostic', { answers: diagnosticAnswers }],
    ['roi', { answers: roiAnswers, currency: roiCurrency }],
  ] as const) {
    const reply = await as(token, 'POST', `/assessments/${kind}/submissions/`, payload);
    expect(reply.statusCode, reply.body).toBe(201);
  }
  const survey = await as(token, 'POST', '/company-surveys/submit/', completeSurvey);
  expect(survey.statusCode, survey.body).toBe(200);
  return person;
}

describe('GET /reports/exit-readiness/', () => {
  it('needs a bearer', async () => {
    expect((await as(null, 'GET', '/reports/exit-readiness/')).statusCode).toBe(401);
    expect((await as(null, 'GET', '/reports/exit-readiness.pdf')).statusCode).toBe(401);
  });

  it('gives the owner the score, its parts, the at-stake figure and the plan', async () => {
    const { accessToken } = await personWithEverything({ role: 'paid_user', paid: true });
    const reply = await as(accessToken, 'GET', '/reports/exit-readiness/');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('no-store');
    const report = exitReadinessReportSchema.parse(reply.json());
    expect(report.generated_at).toBe('2026-11-20T09:00:00.000Z');
    expect(report.company).toBe('Harbor Analytics Inc.');
    expect(report.score.value).toBe(60);
    expect(report.score.completeness).toBe(100);
    expect(report.score.parts.map((part) => part.score)).toEqual([62.5, 62.5, 52.5]);
    expect(report.at_stake).toMatchObject({ currency: 'EUR', grand_total: 205_000 });
    expect(report.at_stake?.top_issues.map((issue) => issue.id)).toEqual([
      'customer_concentration',
      'staff_turnover',
      'no_exit_plan',
    ]);
    expect(report.plan).toHaveLength(9);
    expect(report.plan[0]?.id).toBe('roi:customer_concentration');
    expect(report.pdf_available).toBe(true);
  });

  it('reads only the caller’s own records: another person sees their own empty report', async () => {
    await personWithEverything();
    const stranger = await createUser(ctx.deps, { companyName: 'Stranger Ltd' });
    const report = exitReadinessReportSchema.parse(
      (await as(stranger.accessToken, 'GET', '/reports/exit-readiness/')).json(),
    );
    expect(report.company).toBe('Stranger Ltd');
    expect(report.score).toMatchObject({ value: null, completeness: 0 });
    expect(report.at_stake).toBeNull();
    expect(report.plan.map((action) => action.id)).toEqual([
      'missing:roi',
      'missing:brand',
      'missing:diagnostic',
      'missing:details',
      // the plan always holds five: the first step every seller takes fills it
      'baseline:exit_goal',
    ]);
    expect(report.pdf_available).toBe(false);
  });

  it('uses the latest submission of each kind and only submitted business details', async () => {
    const person = await createUser(ctx.deps);
    const token = person.accessToken;
    await as(token, 'POST', '/assessments/brand/submissions/', {
      answers: Object.fromEntries(Object.keys(brandAnswers).map((id) => [id, 1])),
    });
    clock.advance(60_000);
    await as(token, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers });
    // saved, never submitted: not part of the score
    await as(token, 'POST', '/company-surveys/', { cashFlowPosition: 'Strong' });
    const report = exitReadinessReportSchema.parse((await as(token, 'GET', '/reports/exit-readiness/')).json());
    expect(report.score).toMatchObject({ value: 63, completeness: 35 });
    expect(report.score.parts.map((part) => part.score)).toEqual([62.5, null, null]);
    expect(report.plan.map((action) => action.id)).toEqual([
      'missing:roi',
      'brand:message',
      'brand:artifacts',
      'missing:diagnostic',
      'missing:details',
    ]);
  });
});

describe('GET /reports/exit-readiness.pdf', () => {
  it('gives a member the report holding the score, the at-stake figure and every plan action', async () => {
    const { accessToken } = await personWithEverything({ role: 'paid_user', paid: true });
    const json = exitReadinessReportSchema.parse((await as(accessToken, 'GET', '/reports/exit-readiness/')).json());
    const reply = await as(accessToken, 'GET', '/reports/exit-readiness.pdf');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="exitcraft-exit-readiness-2026-11-20.pdf"');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('Exit Readiness Report');
    expect(text).toContain('Harbor Analytics Inc.');
    expect(text).toContain('Prepared on November 20, 2026');
    expect(text).toContain('Exit Readiness Score: 60 / 100');
    expect(text).toContain('At stake: EUR 205,000 a year');
    expect(text).toContain('Brand Assessment');
    expect(text).toContain('Business Assets Checklist');
    expect(text).toContain('ROI/COI Calculator');
    // the details' "Staff Turnaround: Weak" (high turnover) is a weakness here as in the result view
    expect(text).toMatch(/Staff retention\s*0\.0 \/ 100/);
    expect(json.plan).toHaveLength(9);
    for (const action of json.plan) {
      expect(text).toContain(`${action.rank}. ${action.title}`);
      expect(text).toContain(`First step: ${action.first_step}`);
    }
  });

  it('counts either membership flag', async () => {
    const { accessToken } = await createUser(ctx.deps, { role: 'guest', paid: true });
    expect((await as(accessToken, 'GET', '/reports/exit-readiness.pdf')).statusCode).toBe(200);
  });

  it('refuses a guest with 403 and says why', async () => {
    const { accessToken } = await personWithEverything();
    const reply = await as(accessToken, 'GET', '/reports/exit-readiness.pdf');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'membership_required', message: reportMemberOnlyMessage });
  });

  it('draws a report with parts missing, saying so', async () => {
    const { accessToken } = await createUser(ctx.deps, { role: 'paid_user', paid: true });
    const reply = await as(accessToken, 'GET', '/reports/exit-readiness.pdf');
    expect(reply.statusCode).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('Exit Readiness Score: not available yet');
    expect(text).toContain('Not taken yet');
    expect(text).toContain('1. Work out what your issues cost');
  });
});
