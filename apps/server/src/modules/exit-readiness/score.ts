import { instruments } from '@exitcraft/shared/content/assessments/index';
import { type SurveyFieldName, surveyFields } from '@exitcraft/shared/content/company-survey';
import {
  baselineActions,
  brandSectionActions,
  brandWeakBelow,
  checklistSectionActions,
  formatAmount,
  missingPartActions,
  missingPlanActions,
  planMax,
  planMin,
  planWeeks,
  roiIssueActions,
  scoreParts,
} from '@exitcraft/shared/content/exit-readiness';
import type {
  AssessmentAnswers,
  BrandScores,
  DiagnosticScores,
  RoiScores,
} from '@exitcraft/shared/schemas/assessments';
import { instrumentDescriptors } from '@exitcraft/shared/instruments';
import type { SurveyAnswers } from '@exitcraft/shared/schemas/company-survey';
import { answerScore, isWeakness } from '@exitcraft/shared/content/survey-answers';
import type { AtStake, ExitScore, HealthFactor, PlanAction } from '@exitcraft/shared/schemas/exit-readiness';

/*
 * The Exit Readiness Score, the money at stake and the 90-day plan, from a person's latest
 * submissions and business details (decision 013). Pure: the service reads the rows, this
 * computes, so every rule is unit-tested with exact figures.
 */

export interface ReadinessInputs {
  brand: { scores: BrandScores; submittedAt: Date } | null;
  diagnostic: { scores: DiagnosticScores; answers: AssessmentAnswers; submittedAt: Date } | null;
  roi: { scores: RoiScores; submittedAt: Date } | null;
  /** the business details, only once submitted */
  survey: { answers: SurveyAnswers; submittedAt: Date } | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const processFields = [
  'rdProcess',
  'hrProcess',
  'salesProcess',
  'publicityAdvertisingPlan',
  'marketingStrategy',
] as const;
const planFields = ['companySuccessionPlan', 'companyBusinessPlan'] as const;

/**
 * The business-health factors the survey's answers give, each the mean of its answers' scores
 * (what an answer is worth is decided once, in the shared survey-answers); a factor with no answer
 * is left out.
 */
export function healthFactors(answers: SurveyAnswers): HealthFactor[] {
  const factors: { id: HealthFactor['id']; name: string; fields: readonly SurveyFieldName[] }[] = [
    { id: 'cash_flow', name: 'Cash flow', fields: ['cashFlowPosition'] },
    // "Staff Turnaround" Strong is low turnover: the factor is named for what a high score means
    { id: 'staff_turnover', name: 'Staff retention', fields: ['staffTurnaround'] },
    { id: 'formal_processes', name: 'Formal processes', fields: processFields },
    { id: 'plans', name: 'Succession and business plans', fields: planFields },
  ];
  return factors
    .map((factor) => ({
      ...factor,
      values: factor.fields.flatMap((field) => {
        const value = answers[field];
        const score = typeof value === 'string' ? answerScore(field, value) : null;
        return score === null ? [] : [score];
      }),
    }))
    .filter((factor) => factor.values.length > 0)
    .map((factor) => ({ id: factor.id, name: factor.name, score: mean(factor.values) }));
}

/** The score: the weighted mean of the parts taken (each rounded to one decimal first), whole. */
export function exitScore(inputs: ReadinessInputs): ExitScore {
  const factors = inputs.survey ? healthFactors(inputs.survey.answers) : [];
  const health = inputs.survey && factors.length > 0 ? oneDecimal(mean(factors.map((factor) => factor.score))) : null;
  const sources = {
    // each assessment's part is its headline figure (decision 013): the brand score, the share of "Yes"
    brand: inputs.brand
      ? { score: instrumentDescriptors.brand.headline(inputs.brand.scores).value, at: inputs.brand.submittedAt }
      : null,
    checklist: inputs.diagnostic
      ? {
          score: instrumentDescriptors.diagnostic.headline(inputs.diagnostic.scores).value,
          at: inputs.diagnostic.submittedAt,
        }
      : null,
    health: health !== null && inputs.survey ? { score: health, at: inputs.survey.submittedAt } : null,
  };
  const parts = scoreParts.map((part) => {
    const source = sources[part.id];
    return {
      id: part.id,
      name: part.name,
      weight: part.weight,
      score: source ? source.score : null,
      taken_at: source ? source.at.toISOString() : null,
    };
  });
  const taken = parts.filter((part) => part.score !== null);
  const completeness = taken.reduce((sum, part) => sum + part.weight, 0);
  const value =
    completeness === 0
      ? null
      : Math.round(taken.reduce((sum, part) => sum + part.weight * (part.score ?? 0), 0) / completeness);
  return {
    value,
    completeness,
    parts,
    health_factors: factors.map((factor) => ({ ...factor, score: oneDecimal(factor.score) })),
  };
}

interface CostlyIssue {
  id: string;
  name: string;
  section: string;
  subtotal: number;
}

/** The issues that cost something, largest first (the instrument's order among equals). */
function costlyIssues(scores: RoiScores): CostlyIssue[] {
  return scores.sections
    .flatMap((section) =>
      section.issues.map((issue) => ({
        id: issue.id,
        name: issue.name,
        section: section.name,
        subtotal: issue.subtotal,
      })),
    )
    .filter((issue) => issue.subtotal > 0)
    .sort((a, b) => b.subtotal - a.subtotal);
}

/** The ROI/COI grand total and its three largest issues; null while the calculator is not submitted. */
export function atStake(inputs: ReadinessInputs): AtStake | null {
  if (!inputs.roi) return null;
  const { scores, submittedAt } = inputs.roi;
  return {
    currency: scores.currency,
    grand_total: scores.grand_total,
    submitted_at: submittedAt.toISOString(),
    top_issues: costlyIssues(scores).slice(0, 3),
  };
}

type Candidate = Omit<PlanAction, 'rank' | 'target_week'>;

/** How many actions each source gives before any other source is drawn on again. */
const quotas = { roi: 3, brand: 2, checklist: 3, plans: 2, baseline: 0 } as const;
type Category = keyof typeof quotas;

/**
 * The 90-day plan. Four sources, in order of impact: the costliest ROI/COI issues, the weakest
 * brand sections (below 75), the checklist sections with "No" answers (most "No" first), and the
 * plans the business details say are missing. A source not taken yet gives one action: take it.
 * Each source first gives up to its quota (3, 2, 3, 2); while the plan holds fewer than 5, the
 * sources give more in the same order, and last the baseline steps every seller takes fill it up. Actions keep their source's order; the 13 weeks are shared
 * out so that action i of n is due in week ⌈(i + 1) × 13 / n⌉.
 */
export function ninetyDayPlan(inputs: ReadinessInputs): PlanAction[] {
  const candidates: Record<Category, Candidate[]> = {
    roi: roiCandidates(inputs),
    brand: brandCandidates(inputs),
    checklist: checklistCandidates(inputs),
    plans: planCandidates(inputs),
    baseline: baselineActions.map((action) => ({
      id: `baseline:${action.id}`,
      source: 'baseline' as const,
      title: action.title,
      why: action.why,
      first_step: action.firstStep,
    })),
  };
  const categories = Object.keys(quotas) as Category[];
  const taken = Object.fromEntries(
    categories.map((category) => [category, Math.min(quotas[category], candidates[category].length)]),
  ) as Record<Category, number>;
  let deficit = planMin - categories.reduce((sum, category) => sum + taken[category], 0);
  for (const category of categories) {
    if (deficit <= 0) break;
    const extra = Math.min(deficit, candidates[category].length - taken[category]);
    taken[category] += extra;
    deficit -= extra;
  }
  const chosen = categories.flatMap((category) => candidates[category].slice(0, taken[category])).slice(0, planMax);
  return chosen.map((action, index) => ({
    rank: index + 1,
    ...action,
    target_week: Math.ceil(((index + 1) * planWeeks) / chosen.length),
  }));
}

function missing(kind: keyof typeof missingPartActions): Candidate {
  const wording = missingPartActions[kind];
  return {
    id: `missing:${kind}`,
    source: 'missing',
    title: wording.title,
    why: wording.why,
    first_step: wording.firstStep,
  };
}

function roiCandidates(inputs: ReadinessInputs): Candidate[] {
  if (!inputs.roi) return [missing('roi')];
  const { currency } = inputs.roi.scores;
  return costlyIssues(inputs.roi.scores).flatMap((issue) => {
    const wording = roiIssueActions[issue.id];
    if (!wording) return [];
    return [
      {
        id: `roi:${issue.id}`,
        source: 'roi' as const,
        title: wording.title,
        why: `${issue.name} costs ${formatAmount(issue.subtotal, currency)} a year (your ROI/COI answers, ${issue.section}).`,
        first_step: wording.firstStep,
      },
    ];
  });
}

function brandCandidates(inputs: ReadinessInputs): Candidate[] {
  if (!inputs.brand) return [missing('brand')];
  return inputs.brand.scores.sections
    .filter((section) => section.score < brandWeakBelow)
    .sort((a, b) => a.score - b.score)
    .flatMap((section) => {
      const wording = brandSectionActions[section.id];
      if (!wording) return [];
      return [
        {
          id: `brand:${section.id}`,
          source: 'brand' as const,
          title: wording.title,
          why: `Your brand assessment scored ${section.name} ${section.score.toFixed(1)} out of 100.`,
          first_step: wording.firstStep,
        },
      ];
    });
}

function checklistCandidates(inputs: ReadinessInputs): Candidate[] {
  if (!inputs.diagnostic) return [missing('diagnostic')];
  const { scores, answers } = inputs.diagnostic;
  return scores.sections
    .filter((section) => section.yes < section.total)
    .sort((a, b) => b.total - b.yes - (a.total - a.yes))
    .flatMap((section) => {
      const wording = checklistSectionActions[section.id];
      if (!wording) return [];
      const items = instruments.diagnostic.sections.find((candidate) => candidate.id === section.id)?.items ?? [];
      const firstNo = items.find((item) => answers[item.id] === 'N');
      const no = section.total - section.yes;
      const example = firstNo ? `, such as "${firstNo.text}"` : '';
      return [
        {
          id: `checklist:${section.id}`,
          source: 'checklist' as const,
          title: wording.title,
          why: `You answered "No" to ${no} of ${section.total} ${section.name} questions${example}.`,
          first_step: wording.firstStep,
        },
      ];
    });
}

function planCandidates(inputs: ReadinessInputs): Candidate[] {
  if (!inputs.survey) return [missing('details')];
  const { answers } = inputs.survey;
  return planFields
    .filter((field) => isWeakness(field, answers[field]))
    .map((field) => ({
      id: `plans:${field}`,
      source: 'plans' as const,
      title: missingPlanActions[field].title,
      why: `Your business details say the ${surveyFields[field].label.toLowerCase()} does not exist.`,
      first_step: missingPlanActions[field].firstStep,
    }));
}
