import { profileUpdateRequestSchema } from '@exitcraft/shared/schemas/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';

/** The `password` field of the request the confirmation is for (so the form refuses what the server would). */
export type PasswordSchema = z.ZodType<{ password: string }, { password: string }>;

const memberPasswordSchema: PasswordSchema = profileUpdateRequestSchema.pick({ password: true });

export interface ConfirmPasswordModalProps {
  open: boolean;
  title?: string;
  lead: string;
  passwordLabel?: string;
  confirmLabel?: string;
  busyLabel?: string;
  schema?: PasswordSchema;
  onClose: () => void;
  /** Shows a Forgot Password link; the caller closes this dialog and opens the reset one. */
  onForgot?: () => void;
  /** Does the confirmed action; resolves to an error sentence to show, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
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
}: Omit<ConfirmPasswordModalProps, 'open' | 'title'>) {
  const { register, handleSubmit, control, formState } = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const empty = useWatch({ control, name: 'password' }) === '';
  // on success the caller closes the dialog and this body unmounts
  const confirm = handleSubmit(async ({ password }) => setFailure(await onConfirm(password)));
  const field = register('password', { onChange: () => setFailure(null) });

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
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="border border-slate-300">
          Cancel
        </Button>
        <Button type="submit" disabled={empty || formState.isSubmitting}>
          {formState.isSubmitting ? busyLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
