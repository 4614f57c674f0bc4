import { brandScoresSchema, diagnosticScoresSchema, roiScoresSchema } from '@exitcraft/shared/schemas/assessments';
import { formatMoney } from '../../lib/format.ts';

export interface ScoreSummary {
  /** the one line a person's page shows: the overall result */
  headline: string;
  /** each section's result, in the instrument's order */
  sections: { name: string; value: string }[];
}

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/**
 * The latest scores of one assessment, as staff read them on a person's page: Brand as a score out
 * of 100, the Diagnostic as the share of "yes", the ROI as money. Null when the stored scores are
 * not in the shape of their kind (never invented).
 */
export function scoreSummary(kind: string, scores: unknown): ScoreSummary | null {
  if (kind === 'brand') {
    const brand = brandScoresSchema.safeParse(scores);
    if (!brand.success) return null;
    return {
      headline: `Overall ${brand.data.overall.toLocaleString('en-US', { maximumFractionDigits: 1 })} / 100`,
      sections: brand.data.sections.map((s) => ({
        name: s.name,
        value: `${s.score.toLocaleString('en-US', { maximumFractionDigits: 1 })} / 100`,
      })),
    };
  }
  if (kind === 'diagnostic') {
    const diagnostic = diagnosticScoresSchema.safeParse(scores);
    if (!diagnostic.success) return null;
    const { overall } = diagnostic.data;
    return {
      headline: `${overall.yes} of ${overall.total} yes (${percent(overall.yes_pct)})`,
      sections: diagnostic.data.sections.map((s) => ({ name: s.name, value: `${s.yes} of ${s.total} yes` })),
    };
  }
  if (kind === 'roi') {
    const roi = roiScoresSchema.safeParse(scores);
    if (!roi.success) return null;
    const { currency } = roi.data;
    return {
      headline: `Total ${formatMoney(roi.data.grand_total, currency)}`,
      sections: roi.data.sections.map((s) => ({ name: s.name, value: formatMoney(s.total, currency) })),
    };
  }
  return null;
}

export const assessmentLabels: Record<string, string> = {
  brand: 'Brand assessment',
  diagnostic: 'Diagnostic',
  roi: 'ROI calculator',
};
