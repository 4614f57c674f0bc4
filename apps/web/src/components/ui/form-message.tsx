import type { ReactNode } from 'react';

/**
 * A sentence that appears after an action: green for success (a polite status), red for failure
 * (an alert).
 */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return kind === 'success' ? (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
