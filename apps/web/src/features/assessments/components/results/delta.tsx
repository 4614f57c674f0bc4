/**
 * The change since the previous submission: ▲ or ▼ and the difference, in words for screen
 * readers; nothing when there is no previous submission.
 */
export function Delta({
  now,
  before,
  format,
}: {
  now: number;
  before: number | undefined;
  format: (difference: number) => string;
}) {
  if (before === undefined) return null;
  const difference = Math.round((now - before) * 10) / 10;
  if (difference === 0) {
    return <span className="ml-2 text-xs font-semibold text-slate-600">= no change since previous</span>;
  }
  const up = difference > 0;
  return (
    <span className={`ml-2 text-xs font-semibold ${up ? 'text-emerald-700' : 'text-red-700'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      <span className="sr-only">{up ? 'up' : 'down'} </span>
      {format(Math.abs(difference))}
      <span className="sr-only"> since the previous submission</span>
    </span>
  );
}
