import { href } from '@exitcraft/shared/routes';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { LoginForm } from './login-form.tsx';
import { type AuthPlan, postLoginRoute, postRegistrationPath } from './post-login-route.ts';
import { RegisterForm } from './register-form.tsx';
import { CloseButton } from '../../components/ui/close-button.tsx';

export type AuthView = 'login' | 'register';

export const selectPlanFirst = 'Please first select a plan to register.';

/**
 * The login/register form of public-site section 2, for the /auth page and for embedding.
 *
 * Props:
 * - `initialView`: the view shown first; the form's own links switch between the two afterwards.
 * - `plan`: the plan the visitor came for. It decides `came_from_plan` on registration and where
 *   the visitor goes next (guest → /confirmation-guest, member or paid → /payment after
 *   registering; section 4's post-login rules after logging in).
 * - `variant`: `page` is the full-screen card of /auth (two columns from 640 px, a close button
 *   that goes back one page, "Register" links to /pricing-plan); `compact` is one column for
 *   dialogs and side panels, where the plan is already chosen, so "Register" switches the view.
 * - `onAuthenticated(user)`: called once the tokens are stored and the user is loaded. When given,
 *   the form does NOT navigate: the host decides (e.g. the pricing page closes its dialog). When
 *   absent, the form routes by the rules above.
 * - `onViewChange(view)`: told when the visitor switches views (the page keeps the URL in step).
 * - `onClose`: replaces the page variant's "go back one page" close button behaviour.
 */
export interface AuthFormProps {
  initialView: AuthView;
  plan: AuthPlan;
  variant: 'page' | 'compact';
  onAuthenticated?: (user: UserData | null) => void;
  onViewChange?: (view: AuthView) => void;
  onClose?: () => void;
}

const linkClass = 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950';

export function AuthForm({ initialView, plan, variant, onAuthenticated, onViewChange, onClose }: AuthFormProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const navigate = useNavigate();
  const location = useLocation();
  const page = variant === 'page';
  const titleId = useId();

  const switchTo = (next: AuthView) => {
    setView(next);
    onViewChange?.(next);
  };

  const afterLogin = (user: UserData | null) => {
    if (onAuthenticated) return onAuthenticated(user);
    const from = (location.state as { from?: unknown } | null)?.from;
    const route = postLoginRoute(user, plan, from);
    if (route.notice) toast.info(route.notice);
    navigate(route.to, { replace: true });
  };

  const afterRegistration = (user: UserData | null) => {
    if (onAuthenticated) return onAuthenticated(user);
    navigate(postRegistrationPath(plan), { replace: true });
  };

  const close = () => {
    if (onClose) return onClose();
    // React Router numbers the entries it made; 0 means this document was loaded onto /auth,
    // maybe from another page (then the browser goes back to it) or in a fresh tab (then home)
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate(href('home'));
  };

  const loginSearch = new URLSearchParams(location.search);
  loginSearch.set('view', 'login');
  const Heading = page ? 'h1' : 'h2';
  const title = view === 'login' ? 'Welcome back' : 'Create your account';
  const lead =
    view === 'login'
      ? 'Log in with your email or your alias.'
      : plan === 'guest'
        ? 'Register for free as a Guest.'
        : 'Register first, then complete your Founding Lifetime Membership.';

  return (
    <section
      aria-labelledby={titleId}
      className={page ? 'relative w-full rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8' : 'w-full'}
    >
      {view === 'login' && (page || onClose) && <CloseButton onClick={close} />}
      <Heading id={titleId} className="pr-10 text-2xl font-bold text-navy-900 sm:text-3xl">
        {title}
      </Heading>
      <p className="mt-1 mb-6 text-slate-600">{lead}</p>
      {view === 'login' ? (
        <LoginForm
          onSignedIn={afterLogin}
          registerAction={
            page ? (
              <Link to={href('pricingPlan')} onClick={() => toast.info(selectPlanFirst)} className={linkClass}>
                Register
              </Link>
            ) : (
              <button type="button" onClick={() => switchTo('register')} className={linkClass}>
                Register
              </button>
            )
          }
        />
      ) : (
        <RegisterForm
          plan={plan}
          wide={page}
          onRegistered={afterRegistration}
          loginAction={
            page ? (
              // a link, so it works on the prerendered page before its code has loaded
              <Link to={`${location.pathname}?${loginSearch}`} replace state={location.state} className={linkClass}>
                Login
              </Link>
            ) : (
              <button type="button" onClick={() => switchTo('login')} className={linkClass}>
                Login
              </button>
            )
          }
        />
      )}
    </section>
  );
}
