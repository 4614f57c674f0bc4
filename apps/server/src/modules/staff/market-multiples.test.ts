import { bundledMarketMultiples, type MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import { staffMarketMultiplesSchema } from '@exitcraft/shared/schemas/staff';
import { unstorableTextMessage } from '@exitcraft/shared/schemas/text';
import { valueEstimateReplySchema } from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { valueReport } from '@exitcraft/shared/valuation/report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { staffAuditLog } from '../../db/schema.ts';

/**
 * Issue 30: staff replace the market data behind the value estimate (decision 036); the public read
 * and every member's estimate use the new set from the next request. The set is one row for the
 * whole database, so this file has a database of its own.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ isolated: true });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const financials = {
  currency: 'USD' as const,
  revenue: 2_400_000,
  ebitda: 380_000,
  owner_compensation: 150_000,
  recurring_share: 40,
  largest_customer_share: 30,
  runs_without_owner: false,
};

/** The bundled set with the $1M-$2M band's median and source changed, as staff would after a new report. */
function edited(): MarketMultiples {
  const market = structuredClone(bundledMarketMultiples);
  const band = market.bands.find((each) => each.id === 'from_1m_to_2m')!;
  band.multiple = 3.6;
  band.source = 'IBBA and M&A Source, Market Pulse Survey Report (Q2 2026)';
  band.year = 2026;
  band.url = 'https://www.ibba.org/market-pulse/';
  return market;
}

/** The edited set with one more rate (the bundled set has EUR, none for the UAE dirham). */
function withRate(change: object = {}): MarketMultiples {
  const market = edited();
  market.exchange_rates = [
    ...(market.exchange_rates ?? []),
    {
      currency: 'AED',
      rate: 3.6725,
      quoted_as: 'units_per_usd',
      source: 'Central Bank of the UAE',
      year: 2026,
      url: 'https://www.centralbank.ae/',
      ...change,
    } as NonNullable<MarketMultiples['exchange_rates']>[number],
  ];
  return market;
}

describe('the market data in the back office', () => {
  it('serves the bundled set until staff save one', async () => {
    const reply = await call('GET', '/market-multiples/', null);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(bundledMarketMultiples);

    const staff = await createUser(ctx.deps, { isStaff: true });
    const staffView = staffMarketMultiplesSchema.parse(
      (await call('GET', '/staff/market-multiples/', staff.accessToken)).json(),
    );
    expect(staffView).toEqual({ market: bundledMarketMultiples, updated_at: null, bundled: bundledMarketMultiples });
  });

  it('is not there for a member, and a change needs the step-up', async () => {
    const member = await createUser(ctx.deps);
    expect((await call('GET', '/staff/market-multiples/', member.accessToken)).statusCode).toBe(404);
    expect((await call('PUT', '/staff/market-multiples/', member.accessToken, edited())).statusCode).toBe(404);

    const staff = await createUser(ctx.deps, { isStaff: true });
    const refused = await call('PUT', '/staff/market-multiples/', staff.accessToken, edited());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    expect((await call('GET', '/market-multiples/', null)).json()).toEqual(bundledMarketMultiples);
  });

  it('refuses a set the model cannot use, naming the problem, and keeps the one in use', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password })).statusCode).toBe(
      200,
    );
    const gap = edited();
    gap.bands[1]!.min_value = 600_000;
    const insecure = edited();
    insecure.bands[0]!.url = 'http://example.org/report';
    const unsourced = edited();
    unsourced.bands[2]!.source = ' ';
    const unstorable = edited();
    unstorable.bands[3]!.label = 'before\u0000after';
    const cases: [MarketMultiples | object, string][] = [
      [gap, 'Each band ends where the next one starts.'],
      [insecure, 'Each figure needs an https:// link to its source.'],
      [unsourced, 'Each figure needs its source.'],
      [unstorable, unstorableTextMessage],
      [{ ...edited(), bands: [] }, 'The market data needs at least one size band.'],
      [{ ...edited(), currency: 'EUR' }, 'currency'],
      [withRate({ currency: 'EUR' }), 'Each currency may have only one exchange rate.'],
      [withRate({ currency: 'XYZ' }), 'Choose one of the calculator’s currencies other than USD.'],
      [withRate({ rate: 0 }), 'The rate must be a number above 0.'],
      [withRate({ url: 'http://www.centralbank.ae/' }), 'Each figure needs an https:// link to its source.'],
    ];
    for (const [body, message] of cases) {
      const reply = await call('PUT', '/staff/market-multiples/', staff.accessToken, body);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.body, message).toContain(message);
    }
    expect((await call('GET', '/market-multiples/', null)).json()).toEqual(bundledMarketMultiples);
  });

  it('replaces the set: the public read and a member’s estimate use it from the next request, and it is audited', async () => {
    const member = await createUser(ctx.deps);
    expect((await call('PUT', '/company-financials/', member.accessToken, financials)).statusCode).toBe(200);
    const before = valueEstimateReplySchema.parse((await call('GET', '/reports/value/', member.accessToken)).json());
    const bundled = valueReport(bundledMarketMultiples, financials, null, null);
    expect(isEstimate(bundled) && bundled.multiple.mid).toBe(before.multiple.mid);

    const staff = await createUser(ctx.deps, { isStaff: true });
    expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password })).statusCode).toBe(
      200,
    );
    const saved = await call('PUT', '/staff/market-multiples/', staff.accessToken, edited());
    expect(saved.statusCode, saved.body).toBe(200);
    const view = staffMarketMultiplesSchema.parse(saved.json());
    expect(view.market).toEqual(edited());
    expect(view.updated_at).not.toBeNull();

    expect((await call('GET', '/market-multiples/', null)).json()).toEqual(edited());
    const after = valueEstimateReplySchema.parse((await call('GET', '/reports/value/', member.accessToken)).json());
    expect(after).toEqual(valueReport(edited(), financials, null, null));
    expect(after.multiple.mid).not.toBe(before.multiple.mid);
    expect(after.basis.map((figure) => figure.source)).toContain(
      'IBBA and M&A Source, Market Pulse Survey Report (Q2 2026)',
    );

    // a rate staff add prices financials in that currency from the next request
    const dirhams = await createUser(ctx.deps);
    await call('PUT', '/company-financials/', dirhams.accessToken, { ...financials, currency: 'AED' });
    const refused = (await call('GET', '/reports/value/', dirhams.accessToken)).json();
    expect(refused.message).toContain('the exchange rate for UAE Dirham has not been entered');
    expect((await call('PUT', '/staff/market-multiples/', staff.accessToken, withRate())).statusCode).toBe(200);
    const priced = valueEstimateReplySchema.parse((await call('GET', '/reports/value/', dirhams.accessToken)).json());
    expect(priced).toEqual(valueReport(withRate(), { ...financials, currency: 'AED' }, null, null));
    expect(priced.exchange_rate).toMatchObject({ currency: 'AED', rate: 3.6725, source: 'Central Bank of the UAE' });
    expect((await call('GET', '/market-multiples/', null)).json()).toEqual(withRate());

    const audit = await ctx.deps.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'market_multiples.update'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: staff.user.id, targetType: 'market_multiples' });
  });
});
