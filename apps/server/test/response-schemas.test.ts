import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';

/**
 * Every route that answers JSON declares the shared schema of its reply, so the server checks each
 * reply before it sends it (fastify-type-provider-zod's serializer) and the browser reads it as that
 * type without checking it again (decision 047). The routes come from the app's own table: a new
 * JSON route without a response schema fails here until it declares one.
 *
 * What answers no JSON is named below with what it answers instead.
 */
const answersNoJson: Record<string, 'a file' | 'an event stream' | 'no body (204)' | 'a page'> = {
  'GET /docs': 'a page',
  'GET /docs/static/index.html': 'a page',
  'GET /docs/static/swagger-initializer.js': 'a file',
  'GET /docs/json': 'a file',
  'GET /docs/yaml': 'a file',
  'GET /docs/static/*': 'a file',
  'GET /user-payments/:id/receipt.pdf': 'a file',
  'GET /user-payments/:id/invoice.pdf': 'a file',
  'GET /checkout/local/assets/checkout.js': 'a file',
  'GET /checkout/local/:sessionId': 'a page',
  'POST /checkout/local/:sessionId': 'a page',
  'GET /reports/exit-readiness.pdf': 'a file',
  'GET /staff/export/people.csv': 'a file',
  'GET /staff/export/payments.csv': 'a file',
  'GET /account/export/:id/': 'a file',
  'GET /community/stream/': 'an event stream',
  'POST /confidante/conversations/:id/messages/': 'an event stream',
  'DELETE /assessments/:kind/draft/': 'no body (204)',
  'POST /community/channels/:channel/read/': 'no body (204)',
  'DELETE /community/messages/:id/': 'no body (204)',
  'POST /community/messages/:id/hide/': 'no body (204)',
  'DELETE /confidante/conversations/:id/': 'no body (204)',
  'DELETE /staff/research/:id/': 'no body (204)',
};

describe('response schemas', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('every route that answers JSON declares the schema of its success reply', () => {
    const routes = context.app.routeTable.filter((route) => route.method !== 'HEAD');
    const undeclared = routes
      .filter((route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
        return !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared.filter((route) => !(route in answersNoJson))).toEqual([]);
    // the list names only routes that exist and still declare nothing
    expect(Object.keys(answersNoJson).filter((route) => !undeclared.includes(route))).toEqual([]);
  });
});
