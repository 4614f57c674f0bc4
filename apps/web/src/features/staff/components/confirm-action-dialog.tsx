import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { isStepUpRequired } from '../api/step-up.ts';

export interface ConfirmActionDialogProps<T> {
  /** What the action is about; the dialog is open while it is set. */
  target: T | null;
  title: (target: T) => string;
  /** What the action does, said before it is done. */
  children: (target: T) => ReactNode;
  confirmLabel: (target: T) => string;
  busyLabel: (target: T) => string;
  tone?: (target: T) => 'danger' | 'primary';
  /** Does the action (and says it is done); a failure it throws shows in the dialog. */
  onConfirm: (target: T) => Promise<void>;
  onClose: () => void;
}

/**
 * Every back-office "are you sure?" (deactivate a coupon, remove a research category, hide or
 * restore a message): what the action does, Cancel first and focused (the safe choice for an
 * action that changes what members see), and a failure in place. A step-up the person cancels
 * leaves the dialog open without an error: nothing was done and they may try again.
 */
export function ConfirmActionDialog<T>({ target, title, onClose, ...body }: ConfirmActionDialogProps<T>) {
  return (
    <Modal open={target !== null} onClose={onClose} title={target === null ? '' : title(target)}>
      {target !== null && <ConfirmBody target={target} onClose={onClose} {...body} />}
    </Modal>
  );
}

function ConfirmBody<T>({
  target,
  children,
  confirmLabel,
  busyLabel,
  tone = () => 'danger',
  onConfirm,
  onClose,
}: Omit<ConfirmActionDialogProps<T>, 'title' | 'target'> & { target: T }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(target);
      onClose();
    } catch (failure) {
      if (!isStepUpRequired(failure)) setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {children(target)}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant={tone(target)} disabled={busy} onClick={() => void confirm()}>
          {busy ? busyLabel(target) : confirmLabel(target)}
        </Button>
      </div>
    </div>
  );
}
