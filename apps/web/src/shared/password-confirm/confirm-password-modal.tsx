import { profileUpdateRequestSchema } from '@exitcraft/shared/schemas/account';
import type { SecondFactorProof } from '@exitcraft/shared/schemas/second-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { passkeyErrorMessage } from '../../lib/passkeys.ts';

/** The `password` field of the request the confirmation is for (so the form refuses what the server would). */
export type PasswordSchema = z.ZodType<{ password: string }, { password: string }>;

const memberPasswordSchema = async (): Promise<PasswordSchema> => profileUpdateRequestSchema.pick({ password: true });

export interface ConfirmPasswordModalProps {
  open: boolean;
  title?: string;
  lead: string;
  passwordLabel?: string;
  confirmLabel?: string;
  busyLabel?: string;
  /**
   * Fetches the password rule when the dialog opens (the member's by default): a caller that names
   * another request's rule loads no zod itself (decision 047).
   */
  schema?: () => Promise<PasswordSchema>;
  onClose: () => void;
  /** Shows a Forgot Password link; the caller closes this dialog and opens the reset one. */
  onForgot?: () => void;
  /**
   * The second factor the person holds (decision 033): with a passkey the confirm button asks for
   * it after the password; with an authenticator app a code field (or a recovery code) is offered.
   */
  secondFactor?: SecondFactorChoice | undefined;
  /** Does the confirmed action; resolves to an error sentence to show, or null when done. */
  onConfirm: (password: string, secondFactor?: SecondFactorProof) => Promise<string | null>;
}

export interface SecondFactorChoice {
  passkey: boolean;
  totp: boolean;
  /** The passkey prompt for the server's challenge. */
  onPasskey: () => Promise<SecondFactorProof>;
}

/** Six digits are the app's code; anything else typed there is a recovery code. */
function codeProof(code: string): SecondFactorProof {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) ? { kind: 'totp', code: trimmed } : { kind: 'recovery', code: trimmed };
}

/**
 * Member-area section 2: the current password confirms a change; Confirm is disabled while it is
 * empty. The caller does the call in `onConfirm`, so every screen that asks for the password again
 * (settings' email and profile changes, the back office's step-up) uses this one dialog, with its
 * own words.
 */
export function ConfirmPasswordModal({
  open,
  title = 'Confirm Password',
  onClose,
  ...body
}: ConfirmPasswordModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <ConfirmPasswordBody onClose={onClose} {...body} />
    </Modal>
  );
}

/** Mounted only while open, so the password never outlives the dialog. */
function ConfirmPasswordBody({
  lead,
  passwordLabel = 'Current Password',
  confirmLabel = 'Confirm',
  busyLabel = 'Confirming...',
  schema = memberPasswordSchema,
  onClose,
  onForgot,
  onConfirm,
  secondFactor,
}: Omit<ConfirmPasswordModalProps, 'open' | 'title'>) {
  const { register, handleSubmit, control, formState } = useForm<{ password: string }>({
    resolver: useState(() => lazyResolver(async () => zodResolver(await schema())))[0],
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const empty = useWatch({ control, name: 'password' }) === '';
  // on success the caller closes the dialog and this body unmounts
  const [code, setCode] = useState('');
  const passkeyFirst = secondFactor?.passkey === true;
  const useCode = secondFactor?.totp === true && !passkeyFirst;
  const [codeInstead, setCodeInstead] = useState(false);
  const askCode = useCode || (codeInstead && secondFactor?.totp === true);
  const confirm = handleSubmit(async ({ password }) => {
    if (!secondFactor) return setFailure(await onConfirm(password));
    if (askCode) {
      if (code.trim() === '') return setFailure('Enter the 6-digit code from your app, or a recovery code.');
      return setFailure(await onConfirm(password, codeProof(code)));
    }
    let proof: SecondFactorProof;
    try {
      proof = await secondFactor.onPasskey();
    } catch (caught) {
      return setFailure(passkeyErrorMessage(caught, 'The passkey could not confirm it is you.'));
    }
    setFailure(await onConfirm(password, proof));
  });
  const field = register('password', { onChange: () => setFailure(null) });
  const submitLabel = secondFactor && !askCode ? 'Confirm with passkey' : confirmLabel;

  return (
    <form onSubmit={(event) => void confirm(event)} noValidate className="mt-3 flex flex-col gap-4">
      <p className="text-slate-700">{lead}</p>
      <PasswordField
        label={passwordLabel}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        data-autofocus
        {...field}
      />
      {onForgot && (
        <button
          type="button"
          onClick={onForgot}
          className="-mt-2 self-start text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
        >
          Forgot Password?
        </button>
      )}
      {askCode && (
        <TextField
          label="Authenticator code or recovery code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFailure(null);
          }}
          hint="The 6 digits your authenticator app shows now, or one of your recovery codes."
        />
      )}
      {secondFactor && !askCode && (
        <p className="text-sm text-slate-700">After your password, your device asks for your passkey.</p>
      )}
      {passkeyFirst && secondFactor.totp && (
        <button
          type="button"
          onClick={() => {
            setCodeInstead((current) => !current);
            setFailure(null);
          }}
          className="-mt-2 self-start text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
        >
          {codeInstead ? 'Use my passkey instead' : 'Use an authenticator code instead'}
        </button>
      )}
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="border border-slate-300">
          Cancel
        </Button>
        <Button type="submit" disabled={empty || formState.isSubmitting}>
          {formState.isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
