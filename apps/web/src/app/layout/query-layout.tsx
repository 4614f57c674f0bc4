import { Outlet } from '../../lib/router.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';

/** Member-area pages read and write with TanStack Query; the public pages keep it off their first load. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
