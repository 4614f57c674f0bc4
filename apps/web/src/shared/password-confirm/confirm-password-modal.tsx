import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';

export interface ConfirmPasswordModalProps {
  open: boolean;
  title?: string;
  lead: string;
  confirmLabel?: string;
  onClose: () => void;
  /** Shows a Forgot Password link; the caller closes this dialog and opens the reset one. */
  onForgot?: () => void;
  /** Does the confirmed action; resolves to an error sentence to show, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
}

/**
 * Member-area section 2: the current password confirms a change; Confirm is disabled while it is
 * empty. The caller does the call in `onConfirm`, so any screen that asks for the password again
 * (settings' email and profile changes, the back office's step-up) uses this one dialog.
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
  confirmLabel = 'Confirm',
  onClose,
  onForgot,
  onConfirm,
}: Omit<ConfirmPasswordModalProps, 'open' | 'title'>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    const failure = await onConfirm(password);
    // on success the dialog closes and this body unmounts
    if (failure) {
      setBusy(false);
      setError(failure);
    }
  };
  return (
    <form onSubmit={confirm} noValidate className="mt-3 flex flex-col gap-4">
      <p className="text-slate-700">{lead}</p>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        data-autofocus
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
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="border border-slate-300">
          Cancel
        </Button>
        <Button type="submit" disabled={!password || busy}>
          {busy ? 'Confirming...' : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
