import { bundledMarketMultiples } from '@exitcraft/shared/content/market-multiples';
import { financialsMessages } from '@exitcraft/shared/schemas/company-financials';
import {
  valueEstimateReplySchema,
  valueHistorySchema,
  valueMissingReplySchema,
} from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { valueModelMessages } from '@exitcraft/shared/valuation/model';
import { exchangeRateNote, valueReport } from '@exitcraft/shared/valuation/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { brandAnswers, diagnosticAnswers } from '../../../test/exit-readiness.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { manualClock } from '../../lib/clock.ts';
import { formatCurrency } from '@exitcraft/shared/content/currencies';
import { pdfText } from '../../../../../scripts/pdf-text.mjs';

/** Issue 30: the Financials step, the value estimate computed from it, and the snapshots. */
const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ overrides: { clock } });
});
afterAll(() => ctx.close());

async function as(accessToken: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const financials = {
  currency: 'USD',
  revenue: 2_400_000,
  ebitda: 380_000,
  owner_compensation: 150_000,
  recurring_share: 40,
  largest_customer_share: 30,
  runs_without_owner: false,
} as const;

describe('GET/PUT /company-financials/', () => {
  it('needs a bearer', async () => {
    expect((await as(null, 'GET', '/company-financials/')).statusCode).toBe(401);
    expect((await as(null, 'PUT', '/company-financials/', financials)).statusCode).toBe(401);
  });

  it('answers null fields until saved, then what was saved, to its owner only', async () => {
    const owner = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    const empty = (await as(owner.accessToken, 'GET', '/company-financials/')).json();
    expect(empty).toEqual({
      currency: null,
      revenue: null,
      ebitda: null,
      owner_compensation: null,
      recurring_share: null,
      largest_customer_share: null,
      runs_without_owner: null,
      updated_at: null,
    });
    const saved = await as(owner.accessToken, 'PUT', '/company-financials/', financials);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...financials, updated_at: '2026-11-26T09:00:00.000Z' });
    expect((await as(owner.accessToken, 'GET', '/company-financials/')).json()).toMatchObject(financials);
    expect((await as(other.accessToken, 'GET', '/company-financials/')).json().revenue).toBeNull();
  });

  it('refuses each bad field with its own message and keeps what was stored', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'PUT', '/company-financials/', financials);
    const cases: [object, string, string][] = [
      [{ revenue: -1 }, 'revenue', financialsMessages.revenueNegative],
      [{ ebitda: 2_500_000 }, 'ebitda', financialsMessages.ebitdaAboveRevenue],
      [{ recurring_share: 101 }, 'recurring_share', financialsMessages.share('Recurring revenue share')],
      [{ largest_customer_share: 250 }, 'largest_customer_share', financialsMessages.share('Largest customer share')],
      [{ revenue: 'a lot' }, 'revenue', financialsMessages.wholeNumber('Revenue')],
      [{ owner_compensation: 12.5 }, 'owner_compensation', financialsMessages.wholeNumber('Owner compensation')],
      [{ currency: 'XYZ' }, 'currency', financialsMessages.currency],
      [{ runs_without_owner: 'sometimes' }, 'runs_without_owner', financialsMessages.runsWithoutOwner],
    ];
    for (const [change, field, message] of cases) {
      const reply = await as(accessToken, 'PUT', '/company-financials/', { ...financials, ...change });
      expect(reply.statusCode, `${field}: ${reply.body}`).toBe(400);
      expect(reply.json().fields?.[field], reply.body).toBe(message);
    }
    expect((await as(accessToken, 'GET', '/company-financials/')).json()).toMatchObject(financials);
  });
});

describe('GET /reports/value/', () => {
  it('says what is missing before the financials are complete', async () => {
    const { accessToken } = await createUser(ctx.deps);
    const before = valueMissingReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(before.missing).toHaveLength(7);
    await as(accessToken, 'PUT', '/company-financials/', { ...financials, largest_customer_share: null });
    const after = valueMissingReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(after.missing).toEqual(['largest_customer_share']);
    expect(after.message).toContain('largest customer share');
  });

  it('refuses to price a currency the market data has no exchange rate for, naming it', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'PUT', '/company-financials/', { ...financials, currency: 'SAR' });
    const reply = valueMissingReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(reply).toEqual({ missing: [], message: valueModelMessages.currency('SAR') });
    expect(reply.message).toContain('the exchange rate for Saudi Riyal has not been entered');
  });

  it('prices stored euro financials with the shared model: the band chosen in dollars, the value in euros', async () => {
    const { accessToken } = await createUser(ctx.deps);
    // SDE 380,000 × 2.5 = 950,000: $1,027,615 at 1 EUR = 1.0817 USD, so the $1M-$2M band at 3.3×
    const euros = { ...financials, currency: 'EUR', ebitda: 230_000 } as const;
    expect((await as(accessToken, 'PUT', '/company-financials/', euros)).statusCode).toBe(200);
    const reply = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(reply).toEqual(valueReport(bundledMarketMultiples, { ...euros }, null, null));
    expect(reply.currency).toBe('EUR');
    expect(reply.exchange_rate).toMatchObject({ currency: 'EUR', rate: 1.0817, quoted_as: 'usd_per_unit', year: 2023 });
    expect(reply.drivers[0]?.effect).toBe(1.3);
    expect(reply.value.mid).toBe(Math.round(380_000 * reply.multiple.mid));
    expect(reply.basis).toContainEqual(
      expect.objectContaining({ figure: 'Exchange rate used to choose the size band: 1 EUR = 1.0817 USD', year: 2023 }),
    );
    // the same figures in dollars fall in the band below: the rate moved the band, nothing else
    const dollars = valueReport(bundledMarketMultiples, { ...euros, currency: 'USD' }, null, null);
    expect(isEstimate(dollars) && dollars.drivers[0]).toMatchObject({ id: 'size', effect: 0.5 });
  });

  it('equals the shared model for the stored inputs, and moves with the readiness score and growth', async () => {
    const { accessToken } = await createUser(ctx.deps);
    expect((await as(accessToken, 'PUT', '/company-financials/', financials)).statusCode).toBe(200);
    const first = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(first).toEqual(valueReport(bundledMarketMultiples, { ...financials }, null, null));
    // SDE 530,000 × 3.3 (the $1M-$2M band's median) = 1,749,000: priced on SDE
    expect(first.earnings).toEqual({ basis: 'sde', amount: 530_000 });
    expect(first.basis[0]?.url).toMatch(/^https:\/\//);
    expect(first.gap).toBe(first.potential.value - first.value.mid);

    for (const [kind, answers] of [
      ['brand', brandAnswers],
      ['diagnostic', diagnosticAnswers],
    ] as const) {
      expect((await as(accessToken, 'POST', `/assessments/${kind}/submissions/`, { answers })).statusCode).toBe(201);
    }
    expect((await as(accessToken, 'POST', '/company-surveys/submit/', completeSurvey)).statusCode).toBe(200);
    const second = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(second.inputs.growth).toBe('UPWARDS');
    expect(second.inputs.readiness_score).toEqual(expect.any(Number));
    expect(second).toEqual(
      valueReport(bundledMarketMultiples, { ...financials }, second.inputs.readiness_score, 'UPWARDS'),
    );
    expect(second.value.mid).not.toBe(first.value.mid);
  });

  it('records a snapshot on every change of financials, for its owner only', async () => {
    const owner = await createUser(ctx.deps);
    const other = await createUser(ctx.deps);
    await as(owner.accessToken, 'PUT', '/company-financials/', { ...financials, revenue: null });
    clock.advance(60_000);
    await as(owner.accessToken, 'PUT', '/company-financials/', financials);
    const history = valueHistorySchema.parse((await as(owner.accessToken, 'GET', '/reports/value/history/')).json());
    expect(history.snapshots).toHaveLength(2);
    expect(history.snapshots[0]?.value).toBeNull();
    const estimate = valueEstimateReplySchema.parse((await as(owner.accessToken, 'GET', '/reports/value/')).json());
    expect(history.snapshots[1]).toMatchObject({ cause: 'financials', currency: 'USD', value: estimate.value });
    const theirs = valueHistorySchema.parse((await as(other.accessToken, 'GET', '/reports/value/history/')).json());
    expect(theirs.snapshots).toEqual([]);
  });

  it('records a snapshot after each submission too, with the score it then had', async () => {
    const { accessToken } = await createUser(ctx.deps);
    await as(accessToken, 'PUT', '/company-financials/', financials);
    clock.advance(60_000);
    await as(accessToken, 'POST', '/assessments/brand/submissions/', { answers: brandAnswers });
    clock.advance(60_000);
    await as(accessToken, 'POST', '/company-surveys/submit/', completeSurvey);
    const history = valueHistorySchema.parse((await as(accessToken, 'GET', '/reports/value/history/')).json());
    expect(history.snapshots.map((snapshot) => snapshot.cause)).toEqual(['financials', 'brand', 'business_details']);
    expect(history.snapshots[0]?.readiness_score).toBeNull();
    expect(history.snapshots[2]?.readiness_score).toEqual(expect.any(Number));
    const estimate = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    expect(history.snapshots[2]?.value).toEqual(estimate.value);
  });
});

describe('the PDF report’s value page', () => {
  it('prints the same figures as GET /reports/value/, to the unit, with the sources', async () => {
    const { accessToken } = await createUser(ctx.deps, { role: 'paid_user', paid: true });
    await as(accessToken, 'PUT', '/company-financials/', financials);
    const estimate = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    const reply = await as(accessToken, 'GET', '/reports/exit-readiness.pdf');
    expect(reply.statusCode).toBe(200);
    const text = (await pdfText(reply.rawPayload)).replace(/\s+/g, ' ');
    const money = (amount: number) => formatCurrency(amount, 'USD');
    expect(text).toContain('What Your Business Might Sell For');
    for (const amount of [
      estimate.value.low,
      estimate.value.mid,
      estimate.value.high,
      estimate.potential.value,
      estimate.gap,
    ])
      expect(text).toContain(money(amount));
    expect(text).toContain(`${estimate.multiple.mid}x`);
    expect(text).toContain('IBBA and M&A Source');
    expect(text).toContain('not a formal valuation');
  });

  it('prints euro figures in euros, with the exchange rate that chose the band and its source', async () => {
    const { accessToken } = await createUser(ctx.deps, { role: 'paid_user', paid: true });
    await as(accessToken, 'PUT', '/company-financials/', { ...financials, currency: 'EUR', ebitda: 230_000 });
    const estimate = valueEstimateReplySchema.parse((await as(accessToken, 'GET', '/reports/value/')).json());
    const text = (await pdfText((await as(accessToken, 'GET', '/reports/exit-readiness.pdf')).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    for (const amount of [estimate.value.low, estimate.value.mid, estimate.value.high, estimate.gap])
      expect(text).toContain(formatCurrency(amount, 'EUR').replace(/\s+/g, ' '));
    expect(text).toContain(exchangeRateNote(estimate.exchange_rate!).replace(/\s+/g, ' '));
    expect(text).toContain('Federal Reserve Board, Foreign Exchange Rates G.5A');
  });

  it('says what is missing when there are no financials', async () => {
    const { accessToken } = await createUser(ctx.deps, { role: 'paid_user', paid: true });
    const text = (await pdfText((await as(accessToken, 'GET', '/reports/exit-readiness.pdf')).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('in the Financials step of your business details');
  });
});
