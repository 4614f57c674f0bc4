import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { type Figure, figureText, instrumentDescriptor } from '@exitcraft/shared/instruments';
import type { SubmissionSummary } from '@exitcraft/shared/schemas/assessments';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { lazyDateFormat } from '../../../../lib/format.ts';

const dayFormat = lazyDateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDay = lazyDateFormat('en-US', { month: 'short', day: 'numeric' });

interface Point {
  id: string;
  at: string;
  figure: Figure;
}

/** The kind's headline of each submission, oldest first; money only in the latest's currency. */
export function headlinePoints(kind: AssessmentKind, submissions: readonly SubmissionSummary[]): Point[] {
  const descriptor = instrumentDescriptor(kind);
  const points = submissions.flatMap((submission) => {
    const reading = descriptor.read(submission.scores);
    return reading ? [{ id: submission.id, at: submission.submitted_at, figure: reading.headline }] : [];
  });
  const latest = points[0]?.figure;
  const same = points.filter(
    (point) => latest?.unit !== 'money' || (point.figure.unit === 'money' && point.figure.currency === latest.currency),
  );
  return same.reverse();
}

const compact = (figure: Figure) =>
  figure.unit === 'money'
    ? new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(figure.value)
    : `${Math.round(figure.value)}`;

/**
 * The headline over retakes (issue 30): a small line chart in SVG (visx), with a table of the same
 * figures for screen readers and anyone who prefers them. Loaded lazily with the result view's data.
 */
export function HeadlineTrend({
  kind,
  submissions,
  title,
}: {
  kind: AssessmentKind;
  submissions: readonly SubmissionSummary[];
  /** the section's heading, which the result view also shows while this chunk loads */
  title: string;
}) {
  const titleId = useId();
  const points = headlinePoints(kind, submissions);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const width = 560;
  const height = 200;
  const margin = { top: 16, right: 24, bottom: 36, left: 56 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const money = last.figure.unit === 'money';
  const top = money ? Math.max(1, ...points.map((point) => point.figure.value)) : 100;
  const x = scalePoint<string>({ domain: points.map((point) => point.id), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const label = instrumentDescriptor(kind).title;
  const dates = new Map(points.map((point) => [point.id, shortDay.format(new Date(point.at))]));
  return (
    <section aria-labelledby={`${titleId}-heading`} className="rounded-2xl border border-slate-200 p-5">
      <h2 id={`${titleId}-heading`} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 w-full max-w-xl" role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`${label}: from ${figureText(first.figure)} on ${dayFormat.format(new Date(first.at))} to ${figureText(last.figure)} on ${dayFormat.format(new Date(last.at))}, ${points.length} submissions.`}
        </title>
        {/* the title above and the table below say it all: the drawing itself is not read out */}
        <Group left={margin.left} top={margin.top} aria-hidden="true">
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke="#94a3b8"
            tickStroke="#94a3b8"
            tickFormat={(value) => compact({ ...last.figure, value: Number(value) } as Figure)}
            tickLabelProps={{ fill: '#334155', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            stroke="#94a3b8"
            tickStroke="#94a3b8"
            numTicks={6}
            tickFormat={(id) => dates.get(id) ?? ''}
            tickLabelProps={{ fill: '#334155', fontSize: 12, textAnchor: 'middle' }}
          />
          <LinePath
            data={points}
            x={(point) => x(point.id) ?? 0}
            y={(point) => y(point.figure.value)}
            stroke="#1e3a5f"
            strokeWidth={2.5}
          />
          {points.map((point) => (
            <circle key={point.id} cx={x(point.id) ?? 0} cy={y(point.figure.value)} r={4} fill="#1e3a5f" />
          ))}
        </Group>
      </svg>
      <table className="sr-only">
        <caption>{label} headline by submission</caption>
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            <th scope="col">Headline</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{dayFormat.format(new Date(point.at))}</td>
              <td>{figureText(point.figure)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
