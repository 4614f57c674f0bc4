import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { Route, Router, Switch, useLocation } from '../src/lib/router.tsx';

/** Shows where the router ended up, so a test can assert navigation by what a user would see. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/**
 * A router in memory at `path` (with its query), for a test: a navigation changes its location and
 * not the page's. The history entry's state is jsdom's, as in a browser (`useLocation().state`).
 */
export function MemoryRouter({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const [hook] = useState(() => {
    const memory = memoryLocation({ path });
    window.history.replaceState(state ?? null, '');
    const navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => {
      window.history.replaceState(options?.state ?? null, '');
      memory.navigate(to, options);
    };
    const useMemory = () => [memory.hook()[0], navigate] as [string, typeof navigate];
    return Object.assign(useMemory, { searchHook: memory.searchHook });
  });
  return <Router hook={hook}>{children}</Router>;
}

/** Renders `ui` at `path` inside a router whose other routes print their path. */
export function inRouter(ui: ReactNode, path = '/auth', state?: unknown) {
  const [pathname = path] = path.split('?');
  return (
    <MemoryRouter path={path} state={state}>
      <Switch>
        <Route path={pathname}>{ui}</Route>
        <Route>
          <Landing />
        </Route>
      </Switch>
    </MemoryRouter>
  );
}

/** A fresh query cache per test: no retries (a failure shows at once), nothing shared between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` with its own query cache, as QueryLayout provides one in the app. */
export function renderWithQuery(ui: ReactNode, client = testQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
