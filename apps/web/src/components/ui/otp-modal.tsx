import type { otpFormSchema, OtpFormValues } from '@exitcraft/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { formatMmSs, useCountdown } from '../../lib/use-countdown.ts';
import { Button } from './button.tsx';
import { ConfirmClose } from './confirm-close.tsx';
import { Modal } from './modal.tsx';
import { OtpInput } from './otp-input.tsx';

// the sign-up code's rule comes with the shared auth schemas (and zod), fetched as the dialog opens
// rather than with the sign-up form that may open it (decision 043)
const signUpCodeResolver = lazyResolver(async () =>
  zodResolver((await import('@exitcraft/shared/schemas/auth')).otpFormSchema),
);

/** Public-site section 9: the code lives 300 s; the last minute shows in red. */
export const otpLifetimeSeconds = 300;
const warnAtSeconds = 60;
const codeLength = 6;

export interface OtpModalProps {
  open: boolean;
  email: string;
  onClose: () => void;
  /** Verifies (and does what the code unlocks); resolves to an error sentence to show, or null when done. */
  onVerify: (otp: string) => Promise<string | null>;
  /** Sends a new code; resolves to an error sentence to show, or null when sent. */
  onResend: () => Promise<string | null>;
  title?: string;
  /** What the code is for, under the title; by default the registration sentence. */
  lead?: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  /** The resend control's words ("Resend OTP" at registration). */
  resendLabel?: string;
  /** Offer the resend at any time, not only once the code has expired (the settings screens). */
  resendAnytime?: boolean;
  /** One more control beside the resend, e.g. settings' "Change Email". */
  secondaryAction?: { label: string; onClick: () => void };
  /** The code's rule and words, picked from the endpoint's request schema; the sign-up code's by default. */
  schema?: typeof otpFormSchema;
  /** When the code went out (ms), if before this opening: the countdown goes on from there. */
  sentAt?: number;
  /**
   * Ask before closing, as closing loses the way back to the code sent: only the close button (and
   * Escape, which asks the same) closes it then, never a click beside it.
   */
  closeConfirmation?: { question: string; detail?: ReactNode; stayLabel: string; leaveLabel: string };
}

/**
 * The email code dialog (sign-up now, adding an email in settings next). Its body mounts on open,
 * so every opening starts a fresh countdown, and the first digit box has the focus.
 */
export function OtpModal({ open, onClose, title = 'Verify Your Email', closeConfirmation, ...body }: OtpModalProps) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      onCloseRequest={closeConfirmation ? () => setConfirming(true) : undefined}
    >
      {confirming && closeConfirmation && (
        <ConfirmClose {...closeConfirmation} onStay={() => setConfirming(false)} onLeave={close} />
      )}
      {/* hidden, not unmounted, while the question is asked: the countdown and the digits go on */}
      <div hidden={confirming}>
        <OtpForm {...body} />
      </div>
    </Modal>
  );
}

// The boxes are one string with a space for an empty box, so the shared schema's "six digits" rule
// sees a gap as the incomplete code it is.
const toBoxes = (otp: string) => Array.from({ length: codeLength }, (_, index) => (otp[index] ?? ' ').trim());
const fromBoxes = (boxes: readonly string[]) => boxes.map((digit) => digit || ' ').join('');

/** The code form itself: the dialog's body, and the /otpverify page's. Mount it when the count should start. */
export function OtpForm({
  email,
  onVerify,
  onResend,
  lead,
  submitLabel = 'Verify OTP & Register',
  busyLabel = 'Completing Registration...',
  resendLabel = 'Resend OTP',
  resendAnytime = false,
  secondaryAction,
  schema,
  sentAt,
}: Omit<OtpModalProps, 'open' | 'onClose' | 'title' | 'closeConfirmation'>) {
  const { remaining, restart } = useCountdown(otpLifetimeSeconds, { startedAt: sentAt });
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<OtpFormValues>({
    resolver: schema ? zodResolver(schema) : signUpCodeResolver,
    defaultValues: { otp: fromBoxes(toBoxes('')) },
  });
  // the rule loads while the person reads their email, not when they press Verify
  useEffect(() => {
    if (!schema) signUpCodeResolver.preload();
  }, [schema]);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const errorId = useId();
  const expired = remaining === 0;
  const error = formState.errors.otp?.message ?? formState.errors.root?.server?.message;
  const busy = formState.isSubmitting || resending;

  const verify = handleSubmit(async ({ otp }) => {
    setNotice(null);
    const failure = await onVerify(otp);
    // on success the dialog closes and this body unmounts; only a failure needs showing
    if (failure) setError('root.server', { type: 'server', message: failure });
  });

  const resend = async () => {
    setResending(true);
    clearErrors();
    setNotice(null);
    const failure = await onResend();
    setResending(false);
    if (failure) return setError('root.server', { type: 'server', message: failure });
    reset();
    setNotice(`A new code was sent to ${email}.`);
    restart();
  };

  return (
    <form onSubmit={verify} noValidate className="mt-2 flex flex-col gap-5">
      <p className="text-slate-700">
        {lead ?? (
          <>
            We sent a 6-digit code to <strong className="break-all text-navy-900">{email}</strong>. Enter it below to
            finish your registration.
          </>
        )}
      </p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            value={toBoxes(field.value)}
            onChange={(next) => {
              field.onChange(fromBoxes(next));
              clearErrors();
            }}
            disabled={busy}
            invalid={Boolean(error)}
            label="6-digit code"
            describedBy={error ? errorId : undefined}
            autoFocus
          />
        )}
      />
      <div className="text-center text-sm text-slate-700">
        <p>
          Code expires in{' '}
          <span
            role="timer"
            className={`font-bold tabular-nums ${remaining <= warnAtSeconds ? 'text-red-700' : 'text-navy-900'}`}
          >
            {formatMmSs(remaining)}
          </span>
        </p>
        {expired || resendAnytime ? (
          <p className="mt-2">
            Didn&apos;t receive the code?{' '}
            <button
              type="button"
              onClick={resend}
              disabled={busy}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950 disabled:text-slate-400"
            >
              {resending ? 'Sending...' : resendLabel}
            </button>
          </p>
        ) : (
          <p className="mt-2">
            Didn&apos;t receive the code? Wait <span className="tabular-nums">{formatMmSs(remaining)}</span> to resend
          </p>
        )}
        {secondaryAction && (
          <p className="mt-2">
            <button
              type="button"
              onClick={secondaryAction.onClick}
              disabled={busy}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950 disabled:text-slate-400"
            >
              {secondaryAction.label}
            </button>
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {notice}
        </p>
      )}
      <Button type="submit" disabled={expired || busy} className="w-full">
        {formState.isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
