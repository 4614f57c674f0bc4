import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { testUser } from '../../../test/user.ts';

/** jsdom has no modal dialogs: give <dialog> the two methods the Modal primitive calls. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

type Handler = (body: unknown, init: RequestInit) => [number, unknown] | Promise<[number, unknown]>;

/**
 * A fake of our own API, the far side of the boundary: `{ 'POST /login/': (body) => [200, {...}] }`.
 * Anything unlisted answers 404, as an unknown path would.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0] ?? '';
    const route = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body, init });
    const handler = routes[route];
    const [status, reply] = handler ? await handler(body, init) : [404, { code: 'not_found', message: 'Not found' }];
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, called: (route: string) => calls.filter((call) => call.route === route) };
}

/** Shows where the router ended up, so a test can assert navigation by what a user would see. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** Renders `ui` at `path` inside a router whose other routes print their path. */
export function inRouter(ui: ReactNode, path = '/auth', state?: unknown) {
  return (
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <Routes>
        <Route path={path.split('?')[0]} element={ui} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>
  );
}

export const sampleUser = testUser();
