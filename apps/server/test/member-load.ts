import { expect } from 'vitest';
import { completeSurvey } from './company-survey.ts';
import { brandAnswers, diagnosticAnswers, roiAnswers, roiCurrency } from './exit-readiness.ts';
import { createUser, type TestContext } from './helper.ts';

/**
 * The requests the member screens send when they load (issue 33): the dashboard, the assessments
 * and their results, Exit Wealth, the community and settings, as each web feature's api.ts asks.
 * scripts/bench-members.mjs measures the same list; the statement-count test counts what each sends.
 */
export const memberLoadRequests = [
  ['GET', '/extract-user-data/'],
  ['GET', '/onboarding/'],
  ['GET', '/company-surveys/'],
  ['GET', '/assessments/brand/status/'],
  ['GET', '/assessments/brand/draft/'],
  ['GET', '/assessments/brand/submissions/'],
  ['GET', '/assessments/diagnostic/status/'],
  ['GET', '/assessments/roi/status/'],
  ['GET', '/reports/exit-readiness/'],
  ['GET', '/reports/value/'],
  ['GET', '/reports/value/history/'],
  ['GET', '/company-financials/'],
  ['GET', '/benchmarks/'],
  ['GET', '/plan/'],
  ['GET', '/account/email-preferences/'],
  ['GET', '/second-factor/'],
  ['GET', '/account/export/'],
  ['GET', '/community/channels/'],
  ['GET', '/community/channels/general/messages/'],
  ['GET', '/confidante/'],
  ['GET', '/list-company-emails/'],
  ['GET', '/user-payments/'],
  ['PUT', '/assessments/brand/draft/'],
  ['POST', '/company-surveys/'],
] as const;

/** The Financials step as a member with a profitable business fills it in (issue 30). */
export const memberFinancials = {
  currency: 'USD',
  revenue: 8_000_000,
  ebitda: 1_200_000,
  owner_compensation: 250_000,
  recurring_share: 40,
  largest_customer_share: 15,
  runs_without_owner: true,
};

/** The bodies of the writes among them: an autosave of a half-filled form. */
export const memberLoadBodies: Record<string, object> = {
  'PUT /assessments/brand/draft/': { answers: Object.fromEntries(Object.entries(brandAnswers).slice(0, 12)) },
  'POST /company-surveys/': { businessName: 'Harbor Lights Ltd', industry: 'Logistics' },
};

/**
 * A member with what a member has after a few weeks: all three assessments submitted (brand twice),
 * the business details submitted, a draft of the next brand assessment, messages in the community.
 */
export async function memberWithRealisticData(ctx: TestContext) {
  const person = await createUser(ctx.deps, { role: 'paid_user', paid: true });
  const headers = { authorization: `Bearer ${person.accessToken}` };
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const reply = await ctx.app.inject({ method, url, headers, payload });
    expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBe(status);
  };
  await send('POST', '/assessments/brand/submissions/', { answers: brandAnswers }, 201);
  await send('POST', '/assessments/diagnostic/submissions/', { answers: diagnosticAnswers }, 201);
  await send('POST', '/assessments/roi/submissions/', { answers: roiAnswers, currency: roiCurrency }, 201);
  await send('POST', '/assessments/brand/submissions/', { answers: brandAnswers }, 201);
  await send('POST', '/company-surveys/submit/', completeSurvey, 200);
  await send('PUT', '/company-financials/', memberFinancials, 200);
  await send('PUT', '/assessments/brand/draft/', memberLoadBodies['PUT /assessments/brand/draft/']!, 200);
  for (const text of ['Hello from Harbor', 'Anyone sold a logistics firm?']) {
    await send('POST', '/community/channels/general/messages/', { text }, 201);
  }
  return { ...person, headers };
}
