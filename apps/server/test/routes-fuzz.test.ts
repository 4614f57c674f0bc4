import type { RegisteredRoute } from '../src/plugins/route-policies.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfPair } from './accounts.ts';
import { createTestApp, createUser, type TestContext } from './helper.ts';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

/**
 * Whatever arrives at any route the app registered, the answer is a 4xx (or a success) with the
 * error contract, never a 5xx. The routes come from the app's own route table, so a new route is
 * fuzzed without editing this file. Two apps: the local checkout's routes and Stripe's webhook.
 */
const huge = 'a'.repeat(10_000);
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const badValues: unknown[] = [
  '\u0000',
  'before\u0000after',
  'lone \ud800 surrogate',
  '\udc00',
  huge,
  '',
  123,
  -1.5,
  true,
  null,
  [],
  ['\u0000'],
  {},
  deep(64),
];
const rawBodies = ['{"a":', 'null', '[]', '"text"', '42', 'true', '{}', '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}'];

/** A plausible value per field name, so one bad field is tested inside an otherwise usable body. */
const plausible: Record<string, unknown> = {
  email: 'fuzz@acme.com',
  password: 'Harbor#Lights42',
  new_password: 'Harbor#Lights42',
  identifier: 'fuzz@acme.com',
  otp: '123456',
  full_name: 'Fuzz Founder',
  phone_number: '+14165550148',
  website_name: 'acme.com',
  refresh: 'x'.repeat(43),
  code: 'FUZZ10',
  amount: 179_700,
  product_name: 'Exitcraft Membership',
  billing_info: { fullName: 'Fuzz', email: 'fuzz@acme.com', companyName: '' },
  session_id: 'cs_local_fuzz',
  answers: {},
  current_section: 1,
  currency: 'USD',
  company_name: 'Fuzz Industries',
  country: 'Canada',
  username: 'RedCat123',
  username_color: 'Red',
  username_object: 'Cat',
  username_num: '123',
  current_password: 'Harbor#Lights42',
  id: '00000000-0000-4000-8000-000000000000',
  text: 'Hello founders',
  message_id: '1',
  title: 'Fuzz conversation',
  content: 'How do I value my business?',
  use_context: false,
  action: 'grant',
  reason: 'Fuzzing the back office',
};

/** Routes that serve files or pages, not a JSON API: the OpenAPI UI's own assets. */
const servesFiles = (route: RegisteredRoute) => route.url.startsWith('/docs');

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function fuzzedRoutes(context: TestContext) {
  return context.app.routeTable.filter((route) => route.method !== 'HEAD' && !servesFiles(route));
}

/** Percent-encodes a value for a path; a lone surrogate becomes bytes that are not UTF-8 at all. */
function encodePathValue(value: string) {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function withParams(url: string, value: string) {
  return url.replace(/:\w+/g, encodePathValue(value)).replace('*', encodePathValue(value));
}

const stripeKey = 'sk_test_fuzz';

describe.each([
  ['the local checkout', false],
  ['Stripe', true],
])('every registered route, with %s', (_label, withStripe) => {
  let context: TestContext;
  let stripe: StripeDouble | undefined;
  let bearer: string;
  /** a staff user's bearer with an open step-up, so the fuzzer reaches the staff handlers */
  let staffBearer: string;
  let csrf: { cookie: string; header: string };

  beforeAll(async () => {
    // Stripe itself answers (a local double), so a 5xx can only be the app's own fault
    stripe = withStripe ? await startStripeDouble(stripeKey) : undefined;
    const providerEnv: Record<string, string> = stripe
      ? { STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: 'whsec_fuzz', STRIPE_API_BASE: stripe.url }
      : {};
    context = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '1000000', USER_RATE_LIMIT_PER_MINUTE: '1000000', ...providerEnv },
    });
    bearer = `Bearer ${(await createUser(context.deps)).accessToken}`;
    const staff = await createUser(context.deps, { isStaff: true });
    staffBearer = `Bearer ${staff.accessToken}`;
    const stepUp = await context.app.inject({
      method: 'POST',
      url: '/staff/step-up/',
      headers: { authorization: staffBearer },
      payload: { password: staff.password },
    });
    expect(stepUp.statusCode).toBe(200);
    csrf = await csrfPair(context.app);
  });
  afterAll(async () => {
    await context.close();
    await stripe?.close();
  });

  function expectNoServerError(
    reply: { statusCode: number; body: string; headers: Record<string, unknown> },
    label: string,
  ) {
    expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
    if (reply.statusCode >= 400 && String(reply.headers['content-type']).includes('application/json')) {
      const body = JSON.parse(reply.body) as Record<string, unknown>;
      expect(typeof body.code, label).toBe('string');
      expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
      expect(body.status, label).toBe('error');
    }
    expect(reply.body, label).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }

  it('covers the routes the app registered', () => {
    const urls = fuzzedRoutes(context).map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /login/');
    expect(urls).toContain('GET /extract-user-data/');
    expect(urls.length).toBeGreaterThan(15);
  });

  it('answers bad bodies, queries, params and tokens with a 4xx, never a 5xx', async () => {
    for (const route of fuzzedRoutes(context)) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const bodyKeys = shapeKeys(route.schema?.body);
      const queryKeys = shapeKeys(route.schema?.querystring);
      const base = Object.fromEntries(bodyKeys.map((key) => [key, plausible[key] ?? 'fuzz']));

      const caller = route.url.startsWith('/staff') ? staffBearer : bearer;
      for (const authorization of [undefined, caller, 'Bearer a.b.c', `Bearer ${huge}`]) {
        const send = (options: { url?: string; payload?: string; contentType?: string }) =>
          context.app.inject({
            method,
            url: options.url ?? withParams(route.url, 'fuzz'),
            headers: {
              ...(authorization ? { authorization } : {}),
              cookie: csrf.cookie,
              'x-csrftoken': csrf.header,
              ...(options.payload !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
            },
            ...(options.payload !== undefined ? { payload: options.payload } : {}),
          });
        const label = (what: string) => `${method} ${route.url} [${authorization?.slice(0, 12) ?? 'no auth'}] ${what}`;

        for (const value of badValues) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          expectNoServerError(await send({ url: withParams(route.url, text) }), label(`param ${text.slice(0, 20)}`));
          const query = new URLSearchParams(
            Object.fromEntries((queryKeys.length ? queryKeys : ['q']).map((key) => [key, text])),
          );
          expectNoServerError(
            await send({ url: `${withParams(route.url, 'fuzz')}?${query.toString()}` }),
            label(`query ${text.slice(0, 20)}`),
          );
          if (!hasBody) continue;
          for (const key of bodyKeys.length ? bodyKeys : ['a']) {
            const payload = JSON.stringify({ ...base, [key]: value });
            expectNoServerError(await send({ payload }), label(`${key}=${payload.slice(0, 40)}`));
          }
          expectNoServerError(
            await send({ payload: JSON.stringify(Object.fromEntries(bodyKeys.map((key) => [key, value]))) }),
            label(`every field ${text.slice(0, 20)}`),
          );
        }
        if (!hasBody) continue;
        for (const raw of rawBodies) expectNoServerError(await send({ payload: raw }), label(`raw ${raw}`));
        expectNoServerError(
          await send({ payload: JSON.stringify(base), contentType: 'text/plain' }),
          label('text/plain body'),
        );
        expectNoServerError(
          await send({ payload: 'a=%00&b=%ED%A0%80', contentType: 'application/x-www-form-urlencoded' }),
          label('form body'),
        );
      }
    }
  }, 240_000);
});
