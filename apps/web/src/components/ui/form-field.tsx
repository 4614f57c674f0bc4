import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const inputClasses = (invalid: boolean, extra = '') =>
  `block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-gold-400 disabled:bg-slate-100 ${invalid ? 'border-red-600' : 'border-slate-300'} ${extra}`;

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above, control, then the hint and the error (both tied to the control by aria-describedby). */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control lists in aria-describedby for its hint and error. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spreads react-hook-form's register() props straight through. */
export function TextField({ label, error, hint, ref, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error), className)}
        {...input}
      />
    </FieldShell>
  );
}
