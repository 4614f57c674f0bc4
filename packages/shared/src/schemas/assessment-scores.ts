import { z } from 'zod';
import type { AssessmentKind } from '../content/assessments/index.ts';
import { currencyCodes } from '../content/currencies.ts';
import { instrumentDescriptor, type ScoreReading } from '../instruments.ts';

/*
 * The stored scores of each assessment kind, apart from the rest of the HTTP contract: the
 * instrument descriptors (../instruments.ts) take their types from here (types only, so the
 * descriptors load no zod), and `readStoredScores` checks scores read from the database before the
 * descriptors read them. ./assessments.ts re-exports everything here.
 */

const currencyMessage = `Currency must be one of: ${currencyCodes.join(', ')}.`;
export const currencyCodeSchema = z.enum(currencyCodes, { error: currencyMessage });

/*
 * Scores, computed by the server when a submission is stored. Percentages carry one decimal,
 * rounded half away from zero at the end, from unrounded parts; money is whole units.
 */
export const brandScoresSchema = z.object({
  /** mean of the section scores, 0-100 */
  overall: z.number(),
  /** how many statements were answered "Don't Know" */
  dont_know: z.number().int(),
  /** each the mean of its items' (rating − 1) / 4 × 100 */
  sections: z.array(z.object({ id: z.string(), name: z.string(), score: z.number() })),
});
export type BrandScores = z.infer<typeof brandScoresSchema>;

const yesCountSchema = z.object({ yes: z.number().int(), total: z.number().int(), yes_pct: z.number() });
export const diagnosticScoresSchema = z.object({
  overall: yesCountSchema,
  sections: z.array(yesCountSchema.extend({ id: z.string(), name: z.string() })),
});
export type DiagnosticScores = z.infer<typeof diagnosticScoresSchema>;

export const roiScoresSchema = z.object({
  currency: currencyCodeSchema,
  grand_total: z.number().int(),
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      total: z.number().int(),
      issues: z.array(
        z.object({ id: z.string(), name: z.string(), subtotal_label: z.string(), subtotal: z.number().int() }),
      ),
    }),
  ),
});
export type RoiScores = z.infer<typeof roiScoresSchema>;

export const assessmentScoresSchema = z.union([brandScoresSchema, diagnosticScoresSchema, roiScoresSchema]);
export type AssessmentScores = z.infer<typeof assessmentScoresSchema>;

const scoresSchemas = { brand: brandScoresSchema, roi: roiScoresSchema, diagnostic: diagnosticScoresSchema };

/** Scores as stored (`unknown`, read from the database) as figures: null when not in the kind's shape. */
export function readStoredScores(kind: AssessmentKind, stored: unknown): ScoreReading | null {
  const parsed = scoresSchemas[kind].safeParse(stored);
  return parsed.success ? instrumentDescriptor(kind).read(parsed.data) : null;
}
