import { href } from '@exitcraft/shared/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.ts';

/** Guarded routes: a spinner while the session loads, /auth (remembering where from) when signed out. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'unauthenticated') {
    return (
      <Navigate
        to={href('auth', undefined, { view: 'login' })}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Outlet />;
}
