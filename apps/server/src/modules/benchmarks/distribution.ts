import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { benchmarkBucketOwners } from '@exitcraft/shared/content/benchmarks';
import { type Figure, instrumentDescriptors } from '@exitcraft/shared/instruments';
import { readStoredScores } from '@exitcraft/shared/schemas/assessment-scores';

/*
 * The pure half of the benchmarks (decision 038): which figures an owner is compared on, the
 * fixed bins they are counted in, and the coarse percentile a histogram gives. The service reads
 * the rows; this decides, so every rule is unit-tested with exact figures.
 */

/** One figure of one owner: the metric key it is counted under (money carries its currency). */
export interface OwnerFigure {
  /** `readiness`, `<kind>` or `<kind>:<section id>` */
  id: string;
  source: 'readiness' | AssessmentKind;
  section: { id: string; name: string } | null;
  currency: string | null;
  value: number;
  unit: Figure['unit'];
}

/** The key a distribution is stored under: the metric, and for money its currency. */
export const metricKey = (figure: Pick<OwnerFigure, 'id' | 'currency'>) =>
  figure.currency ? `${figure.id}@${figure.currency}` : figure.id;

function fromFigure(source: AssessmentKind, section: { id: string; name: string } | null, figure: Figure): OwnerFigure {
  return {
    id: section ? `${source}:${section.id}` : source,
    source,
    section,
    currency: figure.unit === 'money' ? figure.currency : null,
    value: figure.value,
    unit: figure.unit,
  };
}

/** The figures one owner's latest submissions (scores as stored) and readiness score give. */
export function ownerFigures(
  latest: Partial<Record<AssessmentKind, unknown>>,
  readiness: number | null,
): OwnerFigure[] {
  const figures: OwnerFigure[] = [];
  if (readiness !== null) {
    figures.push({
      id: 'readiness',
      source: 'readiness',
      section: null,
      currency: null,
      value: readiness,
      unit: 'score',
    });
  }
  for (const kind of Object.keys(instrumentDescriptors) as AssessmentKind[]) {
    const reading = latest[kind] === undefined ? null : readStoredScores(kind, latest[kind]);
    if (!reading) continue;
    figures.push(fromFigure(kind, null, reading.headline));
    for (const section of reading.sections) {
      figures.push(fromFigure(kind, { id: section.id, name: section.name }, section.figure));
    }
  }
  return figures;
}

/** Scores and shares: 20 bins of 5 points (100 falls in the last). */
const scoreBins = 20;
/** Money: nothing, then quarter-decades from 1 up to a trillion and beyond (48 bins). */
const moneyBins = 49;

export const binCount = (unit: Figure['unit']) => (unit === 'money' ? moneyBins : scoreBins);

export function binOf(unit: Figure['unit'], value: number): number {
  if (unit === 'money') {
    if (!(value >= 1)) return 0;
    return 1 + Math.min(moneyBins - 2, Math.max(0, Math.floor(Math.log10(value) * 4)));
  }
  return Math.max(0, Math.min(scoreBins - 1, Math.floor(value / 5)));
}

/**
 * The rounding step for a cohort of `size`: a multiple of 5 percentage points that spans at
 * least `benchmarkBucketOwners` owners, so no answer turns on one owner's figure.
 */
export function percentileStep(size: number): number {
  const raw = (100 * benchmarkBucketOwners) / size;
  return Math.min(100, Math.max(5, Math.ceil(raw / 5) * 5));
}

/**
 * "Higher than p % of them": the share of the cohort in bins wholly below the caller's figure's
 * bin, rounded down to the step and never above 100 − step (the top bucket holds as many owners
 * as any other: "higher than all of them" would say where the highest owner stands).
 */
export function percentileOf(
  counts: readonly number[],
  total: number,
  bin: number,
): { percentile: number; step: number } {
  const step = percentileStep(total);
  const below = counts.slice(0, bin).reduce((sum, count) => sum + count, 0);
  const rounded = Math.floor((100 * below) / (total * step)) * step;
  return { percentile: Math.max(0, Math.min(rounded, 100 - step)), step };
}
