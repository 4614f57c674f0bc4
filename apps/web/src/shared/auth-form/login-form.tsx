import type { LoginFormValues } from '@exitcraft/shared/schemas/auth';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { signIn } from '../../lib/session.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { passkeyErrorMessage, passkeysSupported } from '../../lib/passkeys.ts';
import { login, loginWithPasskey } from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

const loginFailed = 'Login failed';

// the shared schema's rule (and zod) load with the first focus or submit, not with the page, and the
// reset dialog when it is first opened (decision 043)
const loginResolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@exitcraft/shared/schemas/auth'),
  ]);
  return zodResolver(loginFormSchema);
});
const ForgotPasswordModal = lazyDialog(
  async () => (await import('../forgot-password/forgot-password-modal.tsx')).ForgotPasswordModal,
);

export interface LoginFormProps {
  onSignedIn: (user: UserData | null) => void;
  /** The "Register" control: a link to the plans on /auth, a view switch where a plan is already chosen. */
  registerAction: ReactNode;
}

/**
 * Login view: email or alias and password. The shared schema's one rule is "fill in both"; it and
 * the server's answer (or "Login failed") show in the one alert above the button.
 */
export function LoginForm({ onSignedIn, registerAction }: LoginFormProps) {
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<LoginFormValues>({
    resolver: loginResolver,
    // a message stays until the next submit, and goes as soon as either field is edited
    reValidateMode: 'onSubmit',
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = formState;
  const error = errors.identifier?.message ?? errors.password?.message ?? errors.root?.server?.message;
  const [forgotOpen, setForgotOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  // registered in page order, so a failed submit focuses the first empty field
  const identifierField = register('identifier', { onChange: () => clearErrors() });
  const passwordField = register('password', { onChange: () => clearErrors() });
  const fail = (message: string) => setError('root.server', { type: 'server', message });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const canUsePasskey = passkeysSupported();

  /** The other way in: a passkey alone, the same session as the password's. */
  async function signInWithPasskey() {
    clearErrors();
    setPasskeyBusy(true);
    try {
      const reply = await loginWithPasskey();
      onSignedIn(await signIn(reply.tokens));
    } catch (caught) {
      fail(passkeyErrorMessage(caught, loginFailed));
    } finally {
      setPasskeyBusy(false);
    }
  }

  const submit = handleSubmit(async ({ identifier, password }) => {
    try {
      const reply = await login(identifier, password);
      if (reply?.status !== 'success' || !reply.tokens) return fail(reply?.message || loginFailed);
      onSignedIn(await signIn(reply.tokens));
    } catch (caught) {
      fail(apiErrorMessage(caught, loginFailed));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <form
        onSubmit={submit}
        onFocus={loginResolver.preload}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Login"
      >
        <TextField
          label="Email or Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...identifierField}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...passwordField}
          ref={(element) => {
            passwordField.ref(element);
            passwordRef.current = element;
          }}
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="text-sm font-semibold text-navy-800 underline-offset-2 hover:underline"
          >
            Forgot Password?
          </button>
        </div>
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" disabled={busy || passkeyBusy} className="w-full">
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        {canUsePasskey && (
          <>
            <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              or
              <span className="h-px flex-1 bg-slate-200" />
            </p>
            <Button
              variant="ghost"
              className="w-full border border-slate-300"
              disabled={busy || passkeyBusy}
              onClick={() => void signInWithPasskey()}
            >
              {passkeyBusy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
            </Button>
          </>
        )}
        <p className="text-center text-sm text-slate-700">Don&apos;t have an account? {registerAction}</p>
      </form>
      <ForgotPasswordModal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onSuccess={() => passwordRef.current?.focus()}
      />
    </>
  );
}
