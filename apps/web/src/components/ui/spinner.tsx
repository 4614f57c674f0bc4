interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole-page wait, e.g. while the session loads behind a guarded route. */
export function PageSpinner({ label = 'Loading…' }: SpinnerProps) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-navy-700">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  );
}
