import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payments } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';

const token = 'metrics-token-for-the-scraper-0001';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN: token } });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `exitcraft_payments{status="completed"} 1`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is refused without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-00', token, `Bearer ${token}x`]) {
      const reply = await scrape(authorization);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ code: 'unauthorized' });
      expect(reply.body).not.toContain('exitcraft_');
    }
  });

  it('serves Prometheus text: requests by route template, event loop lag, and the business read from the database', async () => {
    // other test files may share the database: compare with a scrape before
    const before = (await scrape(`Bearer ${token}`)).body;
    const { user } = await createUser(ctx.deps);
    const payment = (status: 'completed' | 'refunded') => ({
      userId: user.id,
      provider: 'local' as const,
      stripeSessionId: `cs_metrics_${status}_${user.id}`,
      productName: 'Exitcraft Membership',
      amount: 179_700,
      listAmount: 179_700,
      customerName: 'Test Founder',
      status,
    });
    await ctx.deps.db.insert(payments).values([payment('completed'), payment('refunded')]);
    await ctx.app.inject({ method: 'GET', url: '/health' });
    await ctx.app.inject({ method: 'GET', url: '/user-payments/123/receipt.pdf' });

    const reply = await scrape(`Bearer ${token}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.headers['cache-control']).toBe('no-store');
    const text = reply.body;
    expect(
      sample(text, 'exitcraft_http_requests_total{method="GET",route="/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // the template, never the id
    expect(text).toContain('route="/user-payments/:id/receipt.pdf"');
    expect(text).not.toContain('/user-payments/123');
    expect(text).toContain('exitcraft_http_request_duration_seconds_bucket');
    expect(text).toContain('exitcraft_nodejs_eventloop_lag_seconds');
    const grew = (series: string) => (sample(text, series) ?? 0) - (sample(before, series) ?? 0);
    expect(grew('exitcraft_registrations')).toBeGreaterThanOrEqual(1);
    expect(grew('exitcraft_verified_emails')).toBeGreaterThanOrEqual(1);
    expect(grew('exitcraft_payments{status="completed"}')).toBeGreaterThanOrEqual(1);
    expect(grew('exitcraft_payments{status="refunded"}')).toBeGreaterThanOrEqual(1);
    if (ctx.database.kind === 'postgres') expect(text).toContain('exitcraft_db_pool_connections{state="total"}');
  });
});

describe('what the business runs on', () => {
  it('counts the email outbox by state: queued, sent, failed', async () => {
    const before = (await scrape(`Bearer ${token}`)).body;
    const email = (status: 'pending' | 'sent' | 'failed') => ({
      kind: 'metrics-test',
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      status,
    });
    await ctx.deps.db.insert(emailOutbox).values([email('pending'), email('pending'), email('sent'), email('failed')]);
    const text = (await scrape(`Bearer ${token}`)).body;
    const grew = (state: string) =>
      (sample(text, `exitcraft_email_outbox{state="${state}"}`) ?? 0) -
      (sample(before, `exitcraft_email_outbox{state="${state}"}`) ?? 0);
    expect(grew('queued')).toBeGreaterThanOrEqual(2);
    expect(grew('sent')).toBeGreaterThanOrEqual(1);
    expect(grew('failed')).toBeGreaterThanOrEqual(1);
  });

  it('serves the counters the modules feed in the same scrape', async () => {
    ctx.deps.meters.clientError('uncaught');
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(sample(text, 'exitcraft_client_errors_total{kind="uncaught"}')).toBeGreaterThanOrEqual(1);
    for (const series of [
      'exitcraft_community_open_streams',
      'exitcraft_confidante_requests_total',
      'exitcraft_confidante_tokens_total',
      'exitcraft_confidante_answer_duration_seconds',
      'exitcraft_webhook_events_total',
    ]) {
      expect(text).toContain(`# TYPE ${series} `);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
