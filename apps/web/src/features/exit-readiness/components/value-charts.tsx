import { currencyOf, formatCurrency, type CurrencyCode } from '@exitcraft/shared/content/currencies';
import type { ValueHistory } from '@exitcraft/shared/schemas/value-report';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { lazyDateFormat } from '../../../lib/format.ts';

/*
 * The Exit Wealth charts (issue 30), in their own lazily loaded chunk: SVG with a title and a
 * description; the page beside each gives the same figures as text or a table.
 */

/** The container's width in CSS pixels, so the SVG is drawn at its real size (text stays legible on a phone). */
function useWidth(fallback: number): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(260, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const compactFormats = new Map<CurrencyCode, Intl.NumberFormat>();
/** An axis label: `$1.5M`, `€500K` (the figures themselves are given in full beside the chart). */
const compact = (amount: number, currency: CurrencyCode) => {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currencyOf(currency).locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(amount);
};

/** The value range today (low to high, the mid marked) and the potential. */
export function ValueRangeChart({
  currency,
  value,
  potential,
}: {
  currency: CurrencyCode;
  value: { low: number; mid: number; high: number };
  potential: number;
}) {
  const id = useId();
  const [box, width] = useWidth(640);
  const height = 120;
  const margin = { left: 16, right: 24, top: 24, bottom: 36 };
  const innerWidth = width - margin.left - margin.right;
  const max = Math.max(value.high, potential) * 1.08;
  const x = scaleLinear({ domain: [0, max], range: [0, innerWidth], nice: true });
  const barY = 20;
  const barHeight = 28;
  return (
    <div ref={box}>
      <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Estimated value range</title>
        <desc id={`${id}-desc`}>
          {`From ${formatCurrency(value.low, currency)} to ${formatCurrency(value.high, currency)}, mid ${formatCurrency(value.mid, currency)}; potential ${formatCurrency(potential, currency)}.`}
        </desc>
        <Group left={margin.left} top={margin.top}>
          <Bar
            x={x(value.low)}
            y={barY}
            width={Math.max(2, x(value.high) - x(value.low))}
            height={barHeight}
            rx={6}
            className="fill-navy-100 stroke-navy-700"
          />
          <Line
            from={{ x: x(value.mid), y: barY - 6 }}
            to={{ x: x(value.mid), y: barY + barHeight + 6 }}
            className="stroke-navy-900"
            strokeWidth={3}
          />
          <text
            x={x(value.mid)}
            y={barY - 10}
            dx={-4}
            textAnchor="end"
            className="fill-navy-900 text-[12px] font-semibold"
          >
            Mid
          </text>
          <Line
            from={{ x: x(potential), y: barY - 6 }}
            to={{ x: x(potential), y: barY + barHeight + 6 }}
            className="stroke-emerald-700"
            strokeWidth={3}
            strokeDasharray="4 3"
          />
          <text x={x(potential)} y={barY - 10} dx={4} className="fill-emerald-800 text-[12px] font-semibold">
            Potential
          </text>
          <AxisBottom
            top={barY + barHeight + 10}
            scale={x}
            numTicks={width < 480 ? 3 : 5}
            tickFormat={(tick) => compact(Number(tick), currency)}
            tickLabelProps={{ className: 'fill-slate-700 text-[11px]', textAnchor: 'middle' }}
            stroke="#64748b"
            tickStroke="#64748b"
          />
        </Group>
      </svg>
    </div>
  );
}

const dayFormat = lazyDateFormat('en-US', { month: 'short', day: 'numeric' });

/** How the score and the value range moved, one point per snapshot. */
export function HistoryChart({ history, currency }: { history: ValueHistory; currency: CurrencyCode }) {
  const id = useId();
  const [box, width] = useWidth(640);
  const points = history.snapshots.map((snapshot, index) => ({ ...snapshot, key: `${index}` }));
  const height = 220;
  const margin = { left: 72, right: 44, top: 16, bottom: 36 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scalePoint({ domain: points.map((point) => point.key), range: [0, innerWidth], padding: 0.5 });
  const valued = points.filter((point) => point.value !== null && point.currency === currency);
  const maxValue = Math.max(1, ...valued.map((point) => point.value?.high ?? 0)) * 1.1;
  const y = scaleLinear({ domain: [0, maxValue], range: [innerHeight, 0], nice: true });
  const score = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] });
  const scored = points.filter((point) => point.readiness_score !== null);
  const label = (key: string) => {
    const point = points[Number(key)];
    return point ? dayFormat.format(new Date(point.at)) : '';
  };
  return (
    <div ref={box}>
      <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Value range and readiness score over time</title>
        <desc id={`${id}-desc`}>
          {`${points.length} snapshots; bars show the value range, the line the readiness score (right axis, 0 to 100). The table below lists every figure.`}
        </desc>
        <Group left={margin.left} top={margin.top}>
          {valued.map((point) => {
            const range = point.value;
            if (!range) return null;
            const cx = x(point.key) ?? 0;
            return (
              <g key={point.key}>
                <Bar
                  x={cx - 8}
                  y={y(range.high)}
                  width={16}
                  height={Math.max(2, y(range.low) - y(range.high))}
                  rx={3}
                  className="fill-navy-100 stroke-navy-700"
                />
                <Line
                  from={{ x: cx - 10, y: y(range.mid) }}
                  to={{ x: cx + 10, y: y(range.mid) }}
                  className="stroke-navy-900"
                  strokeWidth={2}
                />
              </g>
            );
          })}
          <LinePath
            data={scored}
            x={(point) => x(point.key) ?? 0}
            y={(point) => score(point.readiness_score ?? 0)}
            className="stroke-emerald-700"
            strokeWidth={2.5}
            fill="none"
          />
          {scored.map((point) => (
            <circle
              key={point.key}
              cx={x(point.key) ?? 0}
              cy={score(point.readiness_score ?? 0)}
              r={4}
              className="fill-emerald-700"
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(tick) => compact(Number(tick), currency)}
            tickLabelProps={{ className: 'fill-slate-700 text-[11px]', textAnchor: 'end', dx: -4, dy: 3 }}
            stroke="#64748b"
            tickStroke="#64748b"
          />
          <g transform={`translate(${innerWidth},0)`}>
            {[0, 50, 100].map((tick) => (
              <text key={tick} x={8} y={score(tick) + 4} className="fill-emerald-800 text-[11px]">
                {tick}
              </text>
            ))}
          </g>
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={label}
            tickLabelProps={{ className: 'fill-slate-700 text-[11px]', textAnchor: 'middle' }}
            stroke="#64748b"
            tickStroke="#64748b"
          />
        </Group>
      </svg>
    </div>
  );
}
