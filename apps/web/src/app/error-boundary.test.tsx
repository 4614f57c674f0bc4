import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type * as Router from '../lib/router.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import type { PageErrorBoundary as Boundary } from './error-boundary.tsx';
import type { page as pageOf } from '../lib/lazy-page.tsx';
import type { MemoryRouter as Memory } from '../../test/render.tsx';

// each test is a fresh page load: the modules' state (a reload under way) starts anew, the router's
// with them (the boundary must read the location from the same router module the test routes with:
// the router library is bundled with the app's code and reset along with it)
let PageErrorBoundary: typeof Boundary;
let page: typeof pageOf;
let Link: typeof Router.Link;
let Route: typeof Router.Route;
let Switch: typeof Router.Switch;
let MemoryRouter: typeof Memory;

const reload = vi.fn();

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'score')");
}

function app(element: React.ReactNode) {
  return (
    <MemoryRouter path={'/broken'}>
      <Link to="/fine">Elsewhere</Link>
      <PageErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/broken">{element}</Route>
            <Route path="/fine">{<p>A fine page</p>}</Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>
  );
}

/** React logs what a boundary caught; here that is the point of the test, not noise. */
function quietConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

beforeEach(async () => {
  vi.resetModules();
  ({ PageErrorBoundary } = await import('./error-boundary.tsx'));
  ({ page } = await import('../lib/lazy-page.tsx'));
  ({ Link, Route, Switch } = await import('../lib/router.tsx'));
  ({ MemoryRouter } = await import('../../test/render.tsx'));
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, href: 'https://app.test/broken', pathname: '/broken', reload });
  quietConsole();
});

describe('a page that throws', () => {
  it('shows the error view with the id of the report it sent, a reload and the way home', async () => {
    const api = fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    render(app(<Broken />));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.called('POST /client-errors/')).toHaveLength(1));
    const [sent] = api.called('POST /client-errors/');
    const id = (sent?.init.headers as Record<string, string>)['x-request-id'];
    expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(alert).toHaveTextContent(id ?? 'missing');
    expect(sent?.body).toMatchObject({
      kind: 'render',
      message: "Cannot read properties of undefined (reading 'score')",
      path: '/broken',
    });
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the member navigate away: the next page shows', async () => {
    fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    render(app(<Broken />));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('A fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a page whose code fails to load (a deploy removed it)', () => {
  const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('reloads once into the new build, showing the spinner meanwhile, and reports nothing', async () => {
    const api = fakeApi({});
    render(app(page('features/gone.tsx', gone, () => () => <p>never</p>)));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the error view when it already reloaded at this URL a moment ago', async () => {
    sessionStorage.setItem('exitcraft-new-build-reload', JSON.stringify(['https://app.test/broken', Date.now()]));
    const api = fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    render(app(page('features/gone.tsx', gone, () => () => <p>never</p>)));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(api.called('POST /client-errors/')[0]?.body).toMatchObject({ kind: 'chunk' }));
  });

  it('still says something, with the way home, when the error view’s own file is gone too', async () => {
    sessionStorage.setItem('exitcraft-new-build-reload', JSON.stringify(['https://app.test/broken', Date.now()]));
    vi.resetModules();
    vi.doMock('./failed-page.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    ({ PageErrorBoundary } = await import('./error-boundary.tsx'));
    ({ page } = await import('../lib/lazy-page.tsx'));
    ({ Link, Route, Switch } = await import('../lib/router.tsx'));
    ({ MemoryRouter } = await import('../../test/render.tsx'));
    fakeApi({});
    render(app(page('features/gone.tsx', gone, () => () => <p>never</p>)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();
    vi.doUnmock('./failed-page.tsx');
  });
});
