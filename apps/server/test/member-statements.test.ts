import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { memberLoadBodies, memberLoadRequests, memberWithRealisticData } from './member-load.ts';
import { type QueryLog, recordQueries } from './query-log.ts';
import { memberRows } from '../../../scripts/bench-members-rows.mjs';

/*
 * Issue 33: the statements each request of the member screens sends, for a member with realistic
 * data (three assessments submitted, a draft, the business details, community messages), counted at
 * the database driver. A count that grows fails here: a new lookup on a member screen is a decision
 * (docs/decisions/044-member-endpoints.md), not an accident. A count that shrinks fails too, so the
 * table stays the truth: lower it here.
 */
const expected: Record<string, number> = {
  'GET /extract-user-data/': 1,
  'GET /onboarding/': 2,
  'GET /company-surveys/': 2,
  'GET /assessments/brand/status/': 2,
  'GET /assessments/brand/draft/': 2,
  'GET /assessments/brand/submissions/': 2,
  'GET /assessments/diagnostic/status/': 2,
  'GET /assessments/roi/status/': 2,
  'GET /reports/exit-readiness/': 2,
  'GET /reports/value/': 2, // the market data staff may have changed (decision 036) is read in the same statement
  'GET /reports/value/history/': 2,
  'GET /company-financials/': 2,
  'GET /benchmarks/': 5,
  'GET /plan/': 3, // the readiness inputs and the marks, sent together
  'GET /account/email-preferences/': 2,
  'GET /second-factor/': 2,
  'GET /account/export/': 2,
  'GET /community/channels/': 2,
  'GET /community/channels/general/messages/': 2,
  'GET /confidante/': 1,
  'GET /list-company-emails/': 2,
  'GET /user-payments/': 2,
  'PUT /assessments/brand/draft/': 2,
  'POST /company-surveys/': 2,
};

let ctx: TestContext;
let log: QueryLog;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000', USER_RATE_LIMIT_PER_MINUTE: '10000' } });
  ({ headers } = await memberWithRealisticData(ctx));
  log = recordQueries(ctx.database);
});
afterAll(() => ctx.close());

describe('the statements a member screen’s request sends', () => {
  it('has a count for every request the screens send on load', () => {
    expect(Object.keys(expected).sort()).toEqual(memberLoadRequests.map(([method, url]) => `${method} ${url}`).sort());
  });

  it('has a bench row beside its floor for every one (GET /benchmarks/ has a bench of its own)', () => {
    const benched = new Set(memberRows.map((row) => row.label));
    const missing = memberLoadRequests
      .map(([method, url]) => `${method} ${url}`)
      .filter((key) => key !== 'GET /benchmarks/' && !benched.has(key));
    expect(missing, 'rows missing in scripts/bench-members-rows.mjs').toEqual([]);
  });

  it.each(memberLoadRequests)('%s %s', async (method, url) => {
    const key = `${method} ${url}`;
    // the first request of a kind may warm a cache; the count is that of every later one
    const send = () =>
      ctx.app.inject({ method, url, headers, ...(memberLoadBodies[key] ? { payload: memberLoadBodies[key] } : {}) });
    const first = await send();
    expect(first.statusCode, first.body).toBeLessThan(300);
    log.clear();
    const reply = await send();
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    if (process.env.PRINT_STATEMENTS) console.log(`${key}\n  ${log.statements.join('\n  ')}`);
    expect(log.statements, log.statements.join('\n')).toHaveLength(expected[key]!);
  });
});
