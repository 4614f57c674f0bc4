import { vi } from 'vitest';

type Handler = (body: unknown, init: RequestInit) => [number, unknown] | Promise<[number, unknown]>;

/**
 * A fake of our own API, the far side of the boundary: `{ 'POST /login/': (body) => [200, {...}] }`,
 * keyed by method and path (the query string is ignored for matching but kept in `calls`).
 * A handler that throws is a lost connection. Anything unlisted answers 404, as an unknown path would.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { route: string; url: string; body: unknown; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const route = `${init.method ?? 'GET'} ${url.split('?')[0] ?? ''}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, url, body, init });
    const handler = routes[route];
    const [status, reply] = handler ? await handler(body, init) : [404, { code: 'not_found', message: 'Not found' }];
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, called: (route: string) => calls.filter((call) => call.route === route) };
}
