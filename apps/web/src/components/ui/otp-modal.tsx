import { authFormMessages } from '@exitcraft/shared/messages/auth';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { emptyOtp, OtpInput } from '../ui/otp-input.tsx';
import { formatMmSs, useCountdown } from './use-countdown.ts';

/** Public-site section 9: the code lives 300 s; the last minute shows in red. */
export const otpLifetimeSeconds = 300;
const warnAtSeconds = 60;

export interface OtpModalProps {
  open: boolean;
  email: string;
  onClose: () => void;
  /** Verifies and registers; resolves to an error sentence to show, or null when done. */
  onVerify: (otp: string) => Promise<string | null>;
  /** Sends a new code; resolves to an error sentence to show, or null when sent. */
  onResend: () => Promise<string | null>;
}

/** The registration code dialog. Its body mounts on open, so every opening starts a fresh countdown. */
export function OtpModal({ open, email, onClose, onVerify, onResend }: OtpModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Verify Your Email">
      <OtpModalBody email={email} onVerify={onVerify} onResend={onResend} />
    </Modal>
  );
}

function OtpModalBody({ email, onVerify, onResend }: Pick<OtpModalProps, 'email' | 'onVerify' | 'onResend'>) {
  const { remaining, restart } = useCountdown(otpLifetimeSeconds);
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const errorId = useId();
  const expired = remaining === 0;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) return setError(authFormMessages.otpIncomplete);
    setError(null);
    setBusy('verify');
    const failure = await onVerify(otp);
    // on success the dialog closes and this body unmounts; only a failure needs the state back
    if (failure) {
      setError(failure);
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    setNotice(null);
    const failure = await onResend();
    setBusy(null);
    if (failure) return setError(failure);
    setDigits(emptyOtp());
    setNotice(`A new code was sent to ${email}.`);
    restart();
  };

  return (
    <form onSubmit={verify} noValidate className="mt-2 flex flex-col gap-5">
      <p className="text-slate-700">
        We sent a 6-digit code to <strong className="break-all text-navy-900">{email}</strong>. Enter it below to finish
        your registration.
      </p>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        disabled={busy !== null}
        invalid={Boolean(error)}
        label="6-digit code"
        describedBy={error ? errorId : undefined}
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
        {expired ? (
          <p className="mt-2">
            Didn&apos;t receive the code?{' '}
            <button
              type="button"
              onClick={resend}
              disabled={busy !== null}
              className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950 disabled:text-slate-400"
            >
              {busy === 'resend' ? 'Sending...' : 'Resend OTP'}
            </button>
          </p>
        ) : (
          <p className="mt-2">
            Didn&apos;t receive the code? Wait <span className="tabular-nums">{formatMmSs(remaining)}</span> to resend
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
      <Button type="submit" disabled={expired || busy !== null} className="w-full">
        {busy === 'verify' ? 'Completing Registration...' : 'Verify OTP & Register'}
      </Button>
    </form>
  );
}
