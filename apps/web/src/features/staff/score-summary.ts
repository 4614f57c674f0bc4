import { assessmentKinds } from '@exitcraft/shared/content/assessments/index';
import { assessmentKindOf, type Figure, instrumentDescriptor } from '@exitcraft/shared/instruments';
import { readStoredScores } from '@exitcraft/shared/schemas/assessment-scores';
import { formatMoney } from '../../lib/format.ts';

export interface ScoreSummary {
  /** the one line a person's page shows: the overall result */
  headline: string;
  /** each section's result, in the instrument's order */
  sections: { name: string; value: string }[];
}

const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** How staff read a figure: a score out of 100, a count of "yes" (the headline adds the share), money. */
function figureLine(figure: Figure, headline: boolean): string {
  switch (figure.unit) {
    case 'score':
      return headline ? `Overall ${oneDecimal(figure.value)} / 100` : `${oneDecimal(figure.value)} / 100`;
    case 'share':
      return `${figure.yes} of ${figure.total} yes${headline ? ` (${oneDecimal(figure.value)}%)` : ''}`;
    case 'money':
      return `${headline ? 'Total ' : ''}${formatMoney(figure.value, figure.currency)}`;
  }
}

/**
 * The latest scores of one assessment, as staff read them on a person's page, from the figures
 * its descriptor reads: Brand as a score out of 100, the Diagnostic as the share of "yes", the ROI
 * as money. Null when the stored scores are not in the shape of their kind (never invented).
 */
export function scoreSummary(kind: string, scores: unknown): ScoreSummary | null {
  const known = assessmentKindOf(kind);
  const reading = known ? readStoredScores(known, scores) : null;
  if (!reading) return null;
  return {
    headline: figureLine(reading.headline, true),
    sections: reading.sections.map((section) => ({ name: section.name, value: figureLine(section.figure, false) })),
  };
}

export const assessmentLabels: Record<string, string> = Object.fromEntries(
  assessmentKinds.map((kind) => [kind, instrumentDescriptor(kind).staffLabel]),
);
