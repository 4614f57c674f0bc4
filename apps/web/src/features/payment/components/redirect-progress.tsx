interface RedirectProgressProps {
  label: string;
  total: number;
  remaining: number;
}

/** The bar that fills while the redirect countdown runs. */
export function RedirectProgress({ label, total, remaining }: RedirectProgressProps) {
  const elapsed = total - remaining;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={elapsed}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-gold-400 transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
        style={{ width: `${(elapsed / total) * 100}%` }}
      />
    </div>
  );
}
