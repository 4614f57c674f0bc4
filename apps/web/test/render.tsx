import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useCallback, useState } from 'react';
import { EntryRouter, entryAt, type NavigateOptions, Route, Switch, useLocation } from '../src/lib/router.tsx';

/** Shows where the router ended up, so a test can assert navigation by what a user would see. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** A router in memory at `path` (with its query) and `state`, for a test: a navigation changes only it. */
export function MemoryRouter({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const [entry, setEntry] = useState(() => entryAt(path, state));
  const navigate = useCallback((to: string, options?: NavigateOptions) => setEntry(entryAt(to, options?.state)), []);
  return (
    <EntryRouter entry={entry} navigate={navigate}>
      {children}
    </EntryRouter>
  );
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
