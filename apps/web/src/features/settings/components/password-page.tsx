import { authFormMessages } from '@exitcraft/shared/messages/auth';
import { type ChangePasswordFormValues, changePasswordFormSchema } from '@exitcraft/shared/schemas/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ForgotPasswordModal } from '../../../shared/forgot-password/forgot-password-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, passwordRefusedCode } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api.ts';
import { SettingsScreen } from './settings-screen.tsx';

/** Member-area section 9: the success message shows for 5 s. */
export const passwordSuccessMs = 5000;

const passwordMessages = {
  sessionExpired: 'Session expired. Please login again.',
  invalidRequest: 'Invalid request',
  failed: 'Failed to change password',
  network: 'Network error. Please check your connection and try again.',
} as const;

const empty: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

/** /passwordView: current, new and retyped password. */
export function PasswordPage() {
  const { user } = useSession();
  const change = useChangePassword();
  const [success, setSuccess] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // the success sentence shows for its time, then goes
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), passwordSuccessMs);
    return () => clearTimeout(timer);
  }, [success]);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setSuccess(null);
    try {
      const reply = await change.mutateAsync({ current_password, new_password });
      reset(empty);
      setSuccess(reply.message);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        return setError('root.server', { message: passwordMessages.network });
      }
      if (error.status === 401 && error.code === passwordRefusedCode) {
        return setError('current_password', { message: error.message }, { shouldFocus: true });
      }
      if (error.status === 401) return setError('root.server', { message: passwordMessages.sessionExpired });
      if (error.status === 400 && error.fieldErrors.new_password) {
        return setError('new_password', { message: error.fieldErrors.new_password }, { shouldFocus: true });
      }
      if (error.status === 400) {
        return setError('root.server', { message: error.readable ? error.message : passwordMessages.invalidRequest });
      }
      setError('root.server', { message: error.readable ? error.message : passwordMessages.failed });
    }
  });

  return (
    <SettingsScreen title="Change Password" description="Other devices are signed out when you change it.">
      <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-5">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint={authFormMessages.passwordHint}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="Retype New Password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <button
          type="button"
          onClick={() => setForgotOpen(true)}
          className="self-start text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
        >
          Forgot Password?
        </button>
        {errors.root?.server?.message && <FormMessage kind="error">{errors.root.server.message}</FormMessage>}
        {success && <FormMessage kind="success">{success}</FormMessage>}
        <Button type="submit" disabled={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? 'Saving...' : 'Save Password'}
        </Button>
      </form>
      <ForgotPasswordModal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={user?.email ?? ''}
        withBearer
      />
    </SettingsScreen>
  );
}
