import { authFormMessages } from '@exitcraft/shared/messages/auth';
import { forgotPasswordEmailFormSchema, resetPasswordFormSchema } from '@exitcraft/shared/schemas/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messageOf } from '../auth-form/error-message.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/form-field.tsx';
import { Modal } from '../ui/modal.tsx';
import { PasswordField } from '../ui/password-field.tsx';
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
}

/** The three-step password reset of public-site sections 2 and 4. */
export function ForgotPasswordModal({ open, onClose, onSuccess, initialEmail = '' }: ForgotPasswordModalProps) {
  const [step, setStep] = useState<Step>(0);
  const close = () => {
    setStep(0);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={steps[step]}>
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
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clearMessages = () => {
    setError(null);
    setSuccess(null);
  };
  /** Shows the success sentence, then moves on after `delay`. */
  const succeed = (message: string, delay: number, next: () => void) => {
    setError(null);
    setSuccess(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      clearMessages();
      next();
    }, delay);
  };
  const run = async (work: () => Promise<void>, fallback: string) => {
    clearMessages();
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught, fallback));
    } finally {
      setBusy(false);
    }
  };
  const goBack = () => {
    clearTimeout(timer.current);
    clearMessages();
    onStep((step - 1) as Step);
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = forgotPasswordEmailFormSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? authFormMessages.emailRequired);
    return run(async () => {
      const reply = await sendResetCode(parsed.data.email);
      const message = reply?.message || `A code was sent to ${parsed.data.email}.`;
      if (step === 0) succeed(message, stepAdvanceMs, () => onStep(1));
      else setSuccess(message);
    }, 'Failed to send OTP');
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    if (!otp) return setError(authFormMessages.otpRequired);
    if (otp.length < 6) return setError(authFormMessages.otpIncomplete);
    return run(async () => {
      const reply = await verifyResetCode(email.trim(), otp);
      succeed(reply?.message || 'OTP verified successfully.', stepAdvanceMs, () => onStep(2));
    }, 'Invalid OTP');
  };

  const saveNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return setError(authFormMessages.resetPasswordsRequired);
    if (password !== confirm) return setError(authFormMessages.passwordsDoNotMatch);
    if (password.length < 6) return setError(authFormMessages.resetPasswordTooShort);
    const parsed = resetPasswordFormSchema.safeParse({ new_password: password, confirm_password: confirm });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Failed to reset password');
    return run(async () => {
      await resetPassword(email.trim(), password);
      succeed('Password reset successfully!', finalCloseMs, onDone);
    }, 'Failed to reset password');
  };

  const advancing = success !== null && !busy;
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
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700">Enter the email you registered with and we will send you a 6-digit code.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <Messages error={error} success={success} />
          <Actions busy={busy} disabled={advancing} label="Send OTP" busyLabel="Sending OTP..." onCancel={onCancel} />
        </form>
      )}
      {step === 1 && (
        <form onSubmit={verifyCode} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700">
            Enter the 6-digit code we sent to <strong className="break-all text-navy-900">{email.trim()}</strong>.
          </p>
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, '').slice(0, 6));
              setError(null);
            }}
          />
          <p className="-mt-2 text-sm text-slate-700">
            Didn&apos;t get it?{' '}
            <button
              type="button"
              onClick={() => void sendCode()}
              disabled={busy}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950 disabled:text-slate-400"
            >
              Resend OTP
            </button>
          </p>
          <Messages error={error} success={success} />
          <Actions busy={busy} disabled={advancing} label="Verify OTP" busyLabel="Verifying..." onCancel={onCancel} />
        </form>
      )}
      {step === 2 && (
        <form onSubmit={saveNewPassword} noValidate className="flex flex-col gap-4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              setError(null);
            }}
          />
          <p className="-mt-2 text-xs text-slate-600">{authFormMessages.passwordHint}</p>
          <Messages error={error} success={success} />
          <Actions
            busy={busy}
            disabled={advancing}
            label="Reset Password"
            busyLabel="Resetting..."
            onCancel={onCancel}
          />
        </form>
      )}
    </div>
  );
}

function Messages({ error, success }: { error: string | null; success: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {success}
      </p>
    );
  }
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
