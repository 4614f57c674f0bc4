import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with one handler per path prefix; anything else fails the test loudly. */
export function stubFetch(routes: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const match = Object.keys(routes).find((prefix) => path.startsWith(prefix));
    if (!match) throw new Error(`unexpected fetch ${path}`);
    return routes[match]!(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
