import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from './toast.ts';
import { ApiError } from './api-client.ts';

export const genericErrorMessage = 'Something went wrong. Please try again.';

/**
 * The spec's "the server message, or <fallback>": our server's sentence (or ours for a lost
 * connection or a time-out) when there is one, the screen's fallback otherwise.
 */
export function apiErrorMessage(error: unknown, fallback = genericErrorMessage): string {
  return error instanceof ApiError && error.readable ? error.message : fallback;
}

/** The default way to show a failed call: one error toast (top-right, 5 s, member-area section 10). */
export function showApiError(error: unknown, fallback?: string): void {
  // a cancelled request (the page went away) is nobody's failure
  if (error instanceof DOMException && error.name === 'AbortError') return;
  toast.error(apiErrorMessage(error, fallback));
}

/**
 * In a form: put each field error the server named on its field, and the rest on `root` (shown by
 * the form's alert). Returns what it did so a caller can add its own fallback.
 */
export function setFormApiError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { fields, fallback }: { fields: readonly Path<Values>[]; fallback?: string },
): void {
  const named = error instanceof ApiError ? error.fieldErrors : {};
  let placed = false;
  for (const field of fields) {
    const message = named[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) setError('root.server' as Path<Values>, { type: 'server', message: apiErrorMessage(error, fallback) });
}
