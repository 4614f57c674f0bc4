import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfPair } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/helper.ts';

/** Whatever arrives, an accounts endpoint answers 4xx with a readable message, never 5xx. */
describe('fuzzed bodies on every accounts endpoint', () => {
  let context: TestContext;
  let csrf: { cookie: string; header: string };

  beforeAll(async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    csrf = await csrfPair(context.app);
  });
  afterAll(async () => {
    await context.close();
  });

  const valid: Record<string, Record<string, unknown>> = {
    '/check_email_status/': { email: 'fuzz@acme.com' },
    '/send_email_otp/': { email: 'fuzz@acme.com' },
    '/verify_email_otp/': { email: 'fuzz@acme.com', otp: '123456' },
    '/register/': {
      email: 'fuzz@acme.com',
      password: 'Harbor#Lights42',
      full_name: 'Fuzz',
      phone_number: '+14165550148',
      website_name: 'acme.com',
      no_linkedin: true,
      came_from_plan: false,
    },
    '/login/': { identifier: 'fuzz@acme.com', password: 'Harbor#Lights42' },
    '/api/token/refresh/': { refresh: 'x'.repeat(43) },
    '/logout/': { refresh: 'x'.repeat(43) },
    '/forgot-password-send-otp/': { email: 'fuzz@acme.com' },
    '/verify-otp/': { email: 'fuzz@acme.com', otp: '123456' },
    '/reset-password/': { email: 'fuzz@acme.com', new_password: 'Harbor#Lights42' },
  };
  const huge = 'a'.repeat(100 * 1024);
  const badValues: unknown[] = [123, -1.5, true, null, [], ['x'], {}, { nested: 'x' }, huge, '', ' '];
  const rawBodies = ['{"email":', 'null', '[]', '[{"email":"a@b.co"}]', '"text"', '42', 'true', '{}', '', '\u0000'];

  const send = (url: string, payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, cookie: csrf.cookie, 'x-csrftoken': csrf.header },
      payload,
    });

  const expectClientError = (response: { statusCode: number; body: string }, label: string) => {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    const body = JSON.parse(response.body) as { message?: unknown; status?: unknown };
    expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
    expect(body.status, label).toBe('error');
  };

  for (const [url, body] of Object.entries(valid)) {
    it(`POST ${url}`, async () => {
      for (const raw of rawBodies) expectClientError(await send(url, raw), `${url} raw ${JSON.stringify(raw)}`);
      expectClientError(await send(url, JSON.stringify(body), 'text/plain'), `${url} text/plain`);
      for (const field of Object.keys(body)) {
        const { [field]: _dropped, ...missing } = body;
        const withoutField = await send(url, JSON.stringify(missing));
        // booleans of the registration payload have defaults; the call then fails on verification
        expectClientError(withoutField, `${url} without ${field}`);
        for (const value of badValues) {
          if (typeof body[field] === 'boolean' && value === true) continue;
          const response = await send(url, JSON.stringify({ ...body, [field]: value }));
          expectClientError(response, `${url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`);
        }
      }
    });
  }

  it('GET endpoints survive odd headers and queries', async () => {
    const odd = [
      { url: '/extract-user-data/', headers: { authorization: 'Bearer' } },
      { url: '/extract-user-data/', headers: { authorization: `Bearer ${huge.slice(0, 8000)}` } },
      { url: '/extract-user-data/', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
      { url: '/dev/mailbox?to=not-an-email', headers: {} },
      { url: `/dev/mailbox?to=${huge.slice(0, 5000)}`, headers: {} },
    ];
    for (const { url, headers } of odd) {
      const response = await context.app.inject({ method: 'GET', url, headers });
      expectClientError(response, url.slice(0, 60));
    }
    const geoip = await context.app.inject({
      method: 'GET',
      url: '/geoip/',
      headers: { 'accept-language': `${huge.slice(0, 8000)};q=abc,,;;` },
    });
    expect(geoip.json()).toEqual({ country_code: 'us' });
    const csrf = await context.app.inject({
      method: 'GET',
      url: '/csrf/',
      headers: { cookie: `csrftoken=${huge.slice(0, 3000)}` },
    });
    expect(csrf.statusCode).toBe(200);
  });
});
