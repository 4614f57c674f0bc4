import { Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import type { AuthView } from '../../../shared/auth-form/auth-form.tsx';
import { parsePlan, postLoginRoute } from '../../../shared/auth-form/post-login-route.ts';
import { lazyPart } from '../../../lib/lazy-page.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { AuthSidePanel } from '../components/auth-side-panel.tsx';

// The form is a chunk of its own: the prerendered form is on screen at once and hydrates when that
// chunk arrives, so it stays off the page's first load. Its validation rules (zod and the shared
// schemas) are not in it: they load when a field is first focused (decision 043).
const AuthFormPanel = lazyPart(
  'features/auth/components/auth-form-panel.tsx',
  () => import('../components/auth-form-panel.tsx'),
  (module) => module.AuthFormPanel,
);

/** /auth: `view=login` shows login, anything else register; `plan` is guest (default), member or paid. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const view: AuthView = params.get('view') === 'login' ? 'login' : 'register';
  const plan = parsePlan(params.get('plan'));
  usePageMeta(view === 'login' ? 'Login' : 'Register', 'Sign in to Exitcraft or register as a guest or member.');
  const { status, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  // Someone already signed in when they arrive is routed on at once (section 4's rules). Someone who
  // signs in here is routed by the form itself, which knows whether they logged in or registered.
  const arrival = useRef<'unknown' | 'signed-in' | 'signed-out'>('unknown');
  useLayoutEffect(() => {
    if (status === 'loading') return;
    if (arrival.current === 'unknown') arrival.current = status === 'authenticated' ? 'signed-in' : 'signed-out';
    if (arrival.current !== 'signed-in' || status !== 'authenticated') return;
    const from = (location.state as { from?: unknown } | null)?.from;
    const route = postLoginRoute(user, plan, from);
    if (route.notice) toast.info(route.notice);
    navigate(route.to, { replace: true });
  }, [status, user, plan, location.state, navigate]);

  const switchView = (next: AuthView) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', next);
    // keep the guard's remembered origin across the switch
    setParams(nextParams, { replace: true, state: location.state });
  };

  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[2fr_3fr] lg:items-stretch lg:gap-10">
        <AuthSidePanel plan={plan} />
        <Suspense fallback={<PageSpinner label="Loading the form…" />}>
          <AuthFormPanel key={view} initialView={view} plan={plan} variant="page" onViewChange={switchView} />
        </Suspense>
      </div>
    </div>
  );
}
