import { useId } from 'react';
import { lazyDateFormat } from '../../../lib/format.ts';

export interface TrendPoint {
  /** ISO time of the submission */
  at: string;
  value: number;
}

const dayFormat = lazyDateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A small line chart of a headline figure over time, drawn in SVG like the result views' bar
 * charts (no chart library: a dozen points do not need one). The figures are also in the history
 * table beside it, which is what screen readers read; the chart itself is described in one line.
 */
export function TrendChart({
  points,
  format,
  max,
  label,
}: {
  /** oldest first */
  points: readonly TrendPoint[];
  format: (value: number) => string;
  /** the scale's top; the largest value when not given */
  max?: number;
  label: string;
}) {
  const titleId = useId();
  const width = 320;
  const height = 120;
  const padX = 8;
  const padTop = 18;
  const padBottom = 22;
  const top = max ?? Math.max(1, ...points.map((point) => point.value));
  const x = (index: number) =>
    points.length === 1 ? width / 2 : padX + (index * (width - 2 * padX)) / (points.length - 1);
  const y = (value: number) => padTop + (1 - Math.max(0, Math.min(1, value / top))) * (height - padTop - padBottom);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`).join(' ');
  return (
    <figure className="min-w-0">
      <svg viewBox={`0 0 ${width} ${height}`} className="w-full max-w-md" role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`${label}: from ${format(first.value)} on ${dayFormat.format(new Date(first.at))} to ${format(last.value)} on ${dayFormat.format(new Date(last.at))}, ${points.length} submissions.`}
        </title>
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="#cbd5e1" strokeWidth={1} />
        <line x1={0} x2={width} y1={y(top)} y2={y(top)} stroke="#e2e8f0" strokeWidth={1} strokeDasharray="4 4" />
        <path d={path} fill="none" stroke="#1e3a5f" strokeWidth={2.5} strokeLinejoin="round" />
        {points.map((point, index) => (
          <circle key={point.at + index} cx={x(index)} cy={y(point.value)} r={4} fill="#1e3a5f" />
        ))}
        <text
          x={x(points.length - 1)}
          y={y(last.value) - 8}
          fontSize="12"
          fontWeight="600"
          fill="#0f172a"
          textAnchor={points.length === 1 ? 'middle' : 'end'}
        >
          {format(last.value)}
        </text>
        <text x={0} y={height - 4} fontSize="11" fill="#475569">
          {dayFormat.format(new Date(first.at))}
        </text>
        {points.length > 1 && (
          <text x={width} y={height - 4} fontSize="11" fill="#475569" textAnchor="end">
            {dayFormat.format(new Date(last.at))}
          </text>
        )}
      </svg>
    </figure>
  );
}
