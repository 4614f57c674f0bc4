import { href } from '@exitcraft/shared/routes';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from '../lib/router.tsx';
import { Button } from '../components/ui/button.tsx';
import { networkErrorMessage } from '../lib/api-client.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { retrySession, useSession } from '../lib/session.ts';

/**
 * Guarded routes: a spinner while the session loads, /auth (remembering where from) when signed
 * out. A person who logs out on a guarded page goes straight home in its place: no login form on
 * the way, and no /auth left in the history.
 */
export function RequireAuth() {
  const { status, loggedOut, unreachable } = useSession();
  const location = useLocation();
  // only the page the person was on when they logged out goes home; a later visit asks to log in
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (status === 'authenticated' && !seenSignedIn) setSeenSignedIn(true);
  if (status === 'loading' && unreachable) {
    // the server could not be asked: the person stays signed in, it keeps trying, and so may they
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-slate-700">{networkErrorMessage}</p>
        <Button className="mt-4" onClick={retrySession}>
          Try again
        </Button>
      </div>
    );
  }
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'unauthenticated') {
    if (loggedOut && seenSignedIn) return <Navigate to={href('home')} replace />;
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
