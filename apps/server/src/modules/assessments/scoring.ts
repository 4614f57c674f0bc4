import { brandDontKnow } from '@exitcraft/shared/content/assessments/brand';
import type { AssessmentKind, Instrument } from '@exitcraft/shared/content/assessments/index';
import { type CurrencyCode, defaultCurrency } from '@exitcraft/shared/content/currencies';
import type {
  AssessmentAnswers,
  AssessmentScores,
  BrandScores,
  DiagnosticScores,
  RoiScores,
} from '@exitcraft/shared/schemas/assessments';
import { instrumentDescriptors } from '@exitcraft/shared/instruments';

/*
 * Scores of a submission, computed here and stored with it. Rounding happens once, at the end:
 * percentages to one decimal (half up; every score is ≥ 0), from the unrounded section values, so
 * an overall score never inherits the sections' rounding. Money is summed in whole units, exactly
 * (even 1e12 × every ROI question stays far below 2^53).
 */

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Brand: an item scores (rating − 1) / 4 × 100; a section is the mean of its items, overall the mean of the sections. */
export function scoreBrand(instrument: Instrument, answers: AssessmentAnswers): BrandScores {
  let dontKnow = 0;
  const sections = instrument.sections.map((section) => {
    const ratings = section.items.map((item) => Number(answers[item.id]));
    dontKnow += ratings.filter((rating) => rating === brandDontKnow).length;
    const mean = ratings.reduce((sum, rating) => sum + ((rating - 1) / 4) * 100, 0) / ratings.length;
    return { id: section.id, name: section.name, mean };
  });
  const overall = sections.reduce((sum, section) => sum + section.mean, 0) / sections.length;
  return {
    overall: oneDecimal(overall),
    dont_know: dontKnow,
    sections: sections.map(({ id, name, mean }) => ({ id, name, score: oneDecimal(mean) })),
  };
}

const yesCount = (answers: AssessmentAnswers, ids: string[]) => {
  const yes = ids.filter((id) => answers[id] === 'Y').length;
  // yes × 1000 / total is computed before rounding so that 1/6 gives 16.7, not a float's 16.699…
  return { yes, total: ids.length, yes_pct: ids.length === 0 ? 0 : Math.round((yes * 1000) / ids.length) / 10 };
};

/** Diagnostic: the Yes answers per section and overall, with their share of the questions. */
export function scoreDiagnostic(instrument: Instrument, answers: AssessmentAnswers): DiagnosticScores {
  return {
    overall: yesCount(
      answers,
      instrument.sections.flatMap((section) => section.items.map((item) => item.id)),
    ),
    sections: instrument.sections.map((section) => ({
      id: section.id,
      name: section.name,
      ...yesCount(
        answers,
        section.items.map((item) => item.id),
      ),
    })),
  };
}

/** ROI: each issue's subtotal, each section's total and the grand total; an amount not given counts 0. */
export function scoreRoi(instrument: Instrument, answers: AssessmentAnswers, currency: CurrencyCode): RoiScores {
  const amount = (id: string) => {
    const value = answers[id];
    return typeof value === 'number' ? value : 0;
  };
  const sections = instrument.sections.map((section) => {
    const issues = (
      instrumentDescriptors.roi.issueSections.find((candidate) => candidate.id === section.id)?.issues ?? []
    ).map((issue) => ({
      id: issue.id,
      name: issue.name,
      subtotal_label: issue.subtotalLabel,
      subtotal: section.items.filter((item) => item.issue === issue.id).reduce((sum, item) => sum + amount(item.id), 0),
    }));
    return {
      id: section.id,
      name: section.name,
      total: issues.reduce((sum, issue) => sum + issue.subtotal, 0),
      issues,
    };
  });
  return { currency, grand_total: sections.reduce((sum, section) => sum + section.total, 0), sections };
}

type Scorer = (instrument: Instrument, answers: AssessmentAnswers, currency: CurrencyCode) => AssessmentScores;

/** Each kind's scoring; the descriptor says whether the answers come with a currency. */
const scorers: Record<AssessmentKind, Scorer> = {
  brand: (instrument, answers) => scoreBrand(instrument, answers),
  roi: scoreRoi,
  diagnostic: (instrument, answers) => scoreDiagnostic(instrument, answers),
};

export function scoreAssessment(
  kind: AssessmentKind,
  instrument: Instrument,
  answers: AssessmentAnswers,
  currency: CurrencyCode | null,
): AssessmentScores {
  return scorers[kind](instrument, answers, currency ?? defaultCurrency);
}
