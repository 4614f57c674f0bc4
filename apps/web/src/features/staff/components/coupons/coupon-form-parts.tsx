import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';

/** The limit and the last day, the two boxes both forms have. */
export function LimitFields({
  limit,
  expires,
  errors,
  autoFocus = false,
}: {
  limit: UseFormRegisterReturn;
  expires: UseFormRegisterReturn;
  errors: { limit: string | undefined; expires: string | undefined };
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="Limit of uses (empty: no limit)"
        inputMode="numeric"
        error={errors.limit}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        {...limit}
      />
      <TextField label="Last day it works (UTC; empty: no expiry)" type="date" error={errors.expires} {...expires} />
    </>
  );
}

/** The server's message when it named no field, then Cancel and the submit button. */
export function FormFooter({
  error,
  busy,
  label,
  onClose,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  onClose: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : label}
        </Button>
      </div>
    </>
  );
}
