import { authFormMessages } from '@exitcraft/shared/messages/auth';
import {
  type ForgotPasswordEmailFormValues,
  forgotPasswordEmailFormSchema,
  type ForgotPasswordOtpFormValues,
  forgotPasswordOtpFormSchema,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '@exitcraft/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { resetPassword, sendResetCode, verifyResetCode } from './forgot-password-api.ts';

/** Public-site section 9: each step's success shows for 1.5 s; the final one for 2 s. */
export const stepAdvanceMs = 1500;
export const finalCloseMs = 2000;

const steps = ['Forgot Password', 'Verify OTP', 'Reset Password'] as const;
type Step = 0 | 1 | 2;

export interface ForgotPasswordModalProps {
  open: boolean;
  /** Cancel, the close control and Escape: everything typed so far is dropped. */
  onClose: () => void;
  /** Called once the new password is saved and the dialog has closed. */
  onSuccess?: () => void;
  /** Prefills the email, e.g. the signed-in user's in settings. */
  initialEmail?: string;
  /** Send the bearer with the three calls (the settings screens, member-area section 7 notes). */
  withBearer?: boolean;
}

/** Whether the steps' calls carry the bearer. */
const BearerContext = createContext(false);

/** The three-step password reset of public-site sections 2 and 4. */
export function ForgotPasswordModal({
  open,
  onClose,
  onSuccess,
  initialEmail = '',
  withBearer = false,
}: ForgotPasswordModalProps) {
  const [step, setStep] = useState<Step>(0);
  const close = () => {
    setStep(0);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={steps[step]}>
      <BearerContext value={withBearer}>
        <ForgotPasswordBody
          step={step}
          onStep={setStep}
          initialEmail={initialEmail}
          onCancel={close}
          onDone={() => {
            close();
            onSuccess?.();
          }}
        />
      </BearerContext>
    </Modal>
  );
}

interface BodyProps {
  step: Step;
  onStep: (step: Step) => void;
  initialEmail: string;
  onCancel: () => void;
  onDone: () => void;
}

/** Mounted only while the dialog is open, so closing it drops every value, message and timer. */
function ForgotPasswordBody({ step, onStep, initialEmail, onCancel, onDone }: BodyProps) {
  // the address of step 1, which steps 2 and 3 act on
  const [email, setEmail] = useState(initialEmail.trim());
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Shows the success sentence, then moves on after `delay`. */
  const succeed = (message: string, delay: number, next: () => void) => {
    setSuccess(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSuccess(null);
      next();
    }, delay);
  };
  const goBack = () => {
    clearTimeout(timer.current);
    setSuccess(null);
    onStep((step - 1) as Step);
  };
  const shared = { success, onCancel, clearSuccess: () => setSuccess(null) };

  return (
    <div className="mt-2 flex flex-col gap-4">
      {step > 0 && (
        <button
          type="button"
          onClick={goBack}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-navy-800 hover:text-navy-950"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
          Back
        </button>
      )}
      {step === 0 && (
        <EmailStep
          {...shared}
          initialEmail={email}
          onSent={(address, message) => {
            setEmail(address);
            succeed(message, stepAdvanceMs, () => onStep(1));
          }}
        />
      )}
      {step === 1 && (
        <OtpStep
          {...shared}
          email={email}
          onResent={setSuccess}
          onVerified={(message) => succeed(message, stepAdvanceMs, () => onStep(2))}
        />
      )}
      {step === 2 && (
        <PasswordStep
          {...shared}
          email={email}
          onSaved={() => succeed('Password reset successfully!', finalCloseMs, onDone)}
        />
      )}
    </div>
  );
}

interface StepProps {
  success: string | null;
  clearSuccess: () => void;
  onCancel: () => void;
}

/** The first schema error of the form in field order, else the server's answer. */
function firstError(errors: FieldErrors, fields: readonly string[]): string | null {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return errors.root?.server?.message ?? null;
}

function EmailStep({
  initialEmail,
  onSent,
  success,
  clearSuccess,
  onCancel,
}: StepProps & { initialEmail: string; onSent: (email: string, message: string) => void }) {
  const bearer = useContext(BearerContext);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<ForgotPasswordEmailFormValues>({
    resolver: zodResolver(forgotPasswordEmailFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: initialEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    clearSuccess();
    try {
      const reply = await sendResetCode(email, bearer);
      onSent(email, reply?.message || `A code was sent to ${email}.`);
    } catch (caught) {
      setError('root.server', { message: apiErrorMessage(caught, 'Failed to send OTP') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">Enter the email you registered with and we will send you a 6-digit code.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email', { onChange: () => clearErrors() })}
      />
      <Messages error={firstError(formState.errors, ['email'])} success={success} />
      <Actions
        busy={formState.isSubmitting}
        disabled={success !== null}
        label="Send OTP"
        busyLabel="Sending OTP..."
        onCancel={onCancel}
      />
    </form>
  );
}

function OtpStep({
  email,
  onVerified,
  onResent,
  success,
  clearSuccess,
  onCancel,
}: StepProps & { email: string; onVerified: (message: string) => void; onResent: (message: string) => void }) {
  const bearer = useContext(BearerContext);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<ForgotPasswordOtpFormValues>({
    resolver: zodResolver(forgotPasswordOtpFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { otp: '' },
  });
  const [resending, setResending] = useState(false);
  const submit = handleSubmit(async ({ otp }) => {
    clearSuccess();
    try {
      const reply = await verifyResetCode(email, otp, bearer);
      onVerified(reply?.message || 'OTP verified successfully.');
    } catch (caught) {
      setError('root.server', { message: apiErrorMessage(caught, 'Invalid OTP') });
    }
  });
  const resend = async () => {
    clearErrors();
    clearSuccess();
    setResending(true);
    try {
      const reply = await sendResetCode(email, bearer);
      onResent(reply?.message || `A code was sent to ${email}.`);
    } catch (caught) {
      setError('root.server', { message: apiErrorMessage(caught, 'Failed to send OTP') });
    } finally {
      setResending(false);
    }
  };
  const busy = formState.isSubmitting || resending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">
        Enter the 6-digit code we sent to <strong className="break-all text-navy-900">{email}</strong>.
      </p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6));
              clearErrors();
            }}
          />
        )}
      />
      <p className="-mt-2 text-sm text-slate-700">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy}
          className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950 disabled:text-slate-400"
        >
          Resend OTP
        </button>
      </p>
      <Messages error={firstError(formState.errors, ['otp'])} success={success} />
      <Actions
        busy={busy}
        disabled={success !== null && !resending && formState.isSubmitSuccessful}
        label="Verify OTP"
        busyLabel="Verifying..."
        onCancel={onCancel}
      />
    </form>
  );
}

function PasswordStep({
  email,
  onSaved,
  success,
  clearSuccess,
  onCancel,
}: StepProps & { email: string; onSaved: () => void }) {
  const bearer = useContext(BearerContext);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { new_password: '', confirm_password: '' },
  });
  // issue 29: a reset removes the account's passkeys unless the person keeps them
  const [keepPasskeys, setKeepPasskeys] = useState(false);
  const submit = handleSubmit(async ({ new_password }) => {
    clearSuccess();
    try {
      await resetPassword(email, new_password, bearer, keepPasskeys);
      onSaved();
    } catch (caught) {
      setError('root.server', { message: apiErrorMessage(caught, 'Failed to reset password') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        {...register('new_password', { onChange: () => clearErrors() })}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...register('confirm_password', { onChange: () => clearErrors() })}
      />
      <p className="-mt-2 text-xs text-slate-600">{authFormMessages.passwordHint}</p>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={keepPasskeys}
          onChange={(event) => setKeepPasskeys(event.target.checked)}
          className="mt-0.5 size-4 accent-navy-800"
        />
        <span>
          Keep my passkeys
          <span className="block text-xs text-slate-600">
            Leave unticked to remove them, if a device with one may be in someone else’s hands.
          </span>
        </span>
      </label>
      <Messages error={firstError(formState.errors, ['new_password', 'confirm_password'])} success={success} />
      <Actions
        busy={formState.isSubmitting}
        disabled={success !== null}
        label="Reset Password"
        busyLabel="Resetting..."
        onCancel={onCancel}
      />
    </form>
  );
}

function Messages({ error, success }: { error: string | null; success: string | null }) {
  if (error) return <FormMessage kind="error">{error}</FormMessage>;
  if (success) return <FormMessage kind="success">{success}</FormMessage>;
  return null;
}

interface ActionsProps {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}

function Actions({ busy, disabled, label, busyLabel, onCancel }: ActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
