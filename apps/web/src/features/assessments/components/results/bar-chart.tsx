import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart drawn by hand in SVG (no chart library: seven bars do not need one),
 * with the same figures in a table beside it for screen readers and for anyone who prefers
 * numbers. Each label sits above its bar, so long section names stay readable at 375 px.
 */
export function BarChart({
  title,
  bars,
  max,
  format,
  valueHeading,
}: {
  title: string;
  bars: readonly Bar[];
  /** the scale's end; the largest value when not given */
  max?: number;
  format: (value: number) => string;
  valueHeading: string;
}) {
  const titleId = useId();
  const width = 320;
  const rowHeight = 40;
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <figcaption id={titleId} className="font-semibold text-navy-900 lg:col-span-2">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
        className="w-full max-w-md"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-table`}
      >
        {bars.map((bar, index) => {
          const y = index * rowHeight;
          const length = top > 0 ? Math.max(0, Math.min(1, bar.value / top)) * width : 0;
          return (
            <g key={bar.label}>
              <text x={0} y={y + 13} fontSize="12" fill="#1e293b">
                {bar.label}
              </text>
              <rect x={0} y={y + 18} width={width} height={14} rx={3} fill="#e2e8f0" />
              <rect x={0} y={y + 18} width={length} height={14} rx={3} fill="#1e3a5f" />
              <text x={width - 2} y={y + 13} fontSize="12" fill="#0f172a" textAnchor="end" fontWeight="600">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <table id={`${titleId}-table`} className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Section
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {valueHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">
                {bar.label}
              </th>
              <td className="py-1 text-right font-medium tabular-nums text-navy-900">{format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
