import { authFormMessages } from '@exitcraft/shared/messages/auth';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, networkErrorMessage } from '../../lib/api-client.ts';
import { signIn } from '../../lib/session.ts';
import { ForgotPasswordModal } from '../forgot-password/forgot-password-modal.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/form-field.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { login } from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';

const loginFailed = 'Login failed';

interface LoginValues {
  identifier: string;
  password: string;
}

export interface LoginFormProps {
  onSignedIn: (user: UserData | null) => void;
  /** The "Register" control: a link to the plans on /auth, a view switch where a plan is already chosen. */
  registerAction: ReactNode;
}

/** The spec's "the server message, or Login failed", with its own sentence for a lost connection. */
function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return loginFailed;
  if (error.status === 0) return error.code === 'network_error' ? networkErrorMessage : error.message;
  const body = (error.body ?? {}) as { message?: unknown };
  return typeof body.message === 'string' && body.message ? body.message : loginFailed;
}

/** Login view: email or alias and password; the one form-level rule is "fill in both". */
export function LoginForm({ onSignedIn, registerAction }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { identifier: '', password: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const passwordField = register('password', { onChange: () => setError(null) });

  const submit = handleSubmit(async ({ identifier, password }) => {
    if (!identifier.trim() || !password) return setError(authFormMessages.loginFieldsRequired);
    setError(null);
    try {
      const reply = await login(identifier.trim(), password);
      if (reply?.status !== 'success' || !reply.tokens) return setError(reply?.message || loginFailed);
      onSignedIn(await signIn(reply.tokens));
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Login">
        <TextField
          label="Email or Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('identifier', { onChange: () => setError(null) })}
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
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Logging in...' : 'Login'}
        </Button>
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
