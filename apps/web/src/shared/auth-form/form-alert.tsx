import type { ReactNode } from 'react';

/** A form-level error, announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
