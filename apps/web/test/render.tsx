import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router ended up, so a test can assert navigation by what a user would see. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** Renders `ui` at `path` inside a router whose other routes print their path. */
export function inRouter(ui: ReactNode, path = '/auth', state?: unknown) {
  const [pathname = path, search] = path.split('?');
  return (
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
      <Routes>
        <Route path={pathname} element={ui} />
        <Route path="*" element={<Landing />} />
      </Routes>
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
