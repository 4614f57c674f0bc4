import { instruments } from '@exitcraft/shared/content/assessments/index';
import { answerScore, isStrength } from '@exitcraft/shared/content/survey-answers';
import type { SurveyAnswers } from '@exitcraft/shared/schemas/company-survey';
import { describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { brandAnswers, diagnosticAnswers, roiAnswers, roiCurrency } from '../../../test/exit-readiness.ts';
import { scoreBrand, scoreDiagnostic, scoreRoi } from '../assessments/index.ts';
import { atStake, exitScore, healthFactors, ninetyDayPlan, type ReadinessInputs } from './score.ts';

const day = (iso: string) => new Date(iso);
const brand = { scores: scoreBrand(instruments.brand, brandAnswers), submittedAt: day('2026-11-01T10:00:00Z') };
const diagnostic = {
  scores: scoreDiagnostic(instruments.diagnostic, diagnosticAnswers),
  answers: diagnosticAnswers,
  submittedAt: day('2026-11-02T10:00:00Z'),
};
const roi = { scores: scoreRoi(instruments.roi, roiAnswers, roiCurrency), submittedAt: day('2026-11-03T10:00:00Z') };
const survey = { answers: completeSurvey as SurveyAnswers, submittedAt: day('2026-11-04T10:00:00Z') };
const everything: ReadinessInputs = { brand, diagnostic, roi, survey };
const nothing: ReadinessInputs = { brand: null, diagnostic: null, roi: null, survey: null };
/** A business with nothing to fix: every statement strongly agreed, every asset there, no cost, both plans. */
const allItems = (kind: keyof typeof instruments) =>
  instruments[kind].sections.flatMap((section) => section.items.map((item) => item.id));
const healthy: ReadinessInputs = {
  brand: {
    scores: scoreBrand(instruments.brand, Object.fromEntries(allItems('brand').map((id) => [id, 5]))),
    submittedAt: day('2026-11-01T10:00:00Z'),
  },
  diagnostic: {
    scores: scoreDiagnostic(instruments.diagnostic, Object.fromEntries(allItems('diagnostic').map((id) => [id, 'Y']))),
    answers: Object.fromEntries(allItems('diagnostic').map((id) => [id, 'Y'])),
    submittedAt: day('2026-11-02T10:00:00Z'),
  },
  roi: { scores: scoreRoi(instruments.roi, {}, roiCurrency), submittedAt: day('2026-11-03T10:00:00Z') },
  survey: {
    answers: { ...completeSurvey, companySuccessionPlan: 'EXISTS', companyBusinessPlan: 'EXISTS' } as SurveyAnswers,
    submittedAt: day('2026-11-04T10:00:00Z'),
  },
};

describe('business health', () => {
  it('averages cash flow, staff turnover, formal processes and plans', () => {
    // cash flow Strong 100, staff turnover Weak 0, 3 of 5 processes formal 60, 1 of 2 plans 50
    expect(healthFactors(survey.answers)).toEqual([
      { id: 'cash_flow', name: 'Cash flow', score: 100 },
      { id: 'staff_turnover', name: 'Staff retention', score: 0 },
      { id: 'formal_processes', name: 'Formal processes', score: 60 },
      { id: 'plans', name: 'Succession and business plans', score: 50 },
    ]);
  });

  it('reads each answer as the result view does: a Strong staff turnaround (low turnover) is 100, Weak 0', () => {
    const staff = (staffTurnaround: string) =>
      healthFactors({ staffTurnaround }).find((factor) => factor.id === 'staff_turnover')?.score;
    for (const answer of ['Weak', 'Sufficient', 'Strong']) {
      expect(staff(answer), answer).toBe(answerScore('staffTurnaround', answer));
      expect(staff(answer) === 100, answer).toBe(isStrength('staffTurnaround', answer));
    }
    expect([staff('Weak'), staff('Sufficient'), staff('Strong')]).toEqual([0, 50, 100]);
  });

  it('leaves out a factor with no answer rather than counting it as zero', () => {
    expect(healthFactors({ cashFlowPosition: 'Sufficient', hrProcess: 'Formal', rdProcess: 'Informal' })).toEqual([
      { id: 'cash_flow', name: 'Cash flow', score: 50 },
      { id: 'formal_processes', name: 'Formal processes', score: 50 },
    ]);
  });
});

describe('the Exit Readiness Score', () => {
  it('weights brand 35 %, assets 35 % and health 30 %', () => {
    // (35 × 62.5 + 35 × 62.5 + 30 × 52.5) / 100 = 59.5, whole: 60
    expect(exitScore(everything)).toEqual({
      value: 60,
      completeness: 100,
      parts: [
        { id: 'brand', name: 'Brand', weight: 35, score: 62.5, taken_at: '2026-11-01T10:00:00.000Z' },
        { id: 'checklist', name: 'Business assets', weight: 35, score: 62.5, taken_at: '2026-11-02T10:00:00.000Z' },
        { id: 'health', name: 'Business health', weight: 30, score: 52.5, taken_at: '2026-11-04T10:00:00.000Z' },
      ],
      health_factors: [
        { id: 'cash_flow', name: 'Cash flow', score: 100 },
        { id: 'staff_turnover', name: 'Staff retention', score: 0 },
        { id: 'formal_processes', name: 'Formal processes', score: 60 },
        { id: 'plans', name: 'Succession and business plans', score: 50 },
      ],
    });
  });

  it('with only some parts taken, averages those and says how complete it is', () => {
    // brand only: 62.5 over a weight of 35, whole: 63 (half up)
    const brandOnly = exitScore({ ...nothing, brand });
    expect(brandOnly.value).toBe(63);
    expect(brandOnly.completeness).toBe(35);
    expect(brandOnly.parts.map((part) => part.score)).toEqual([62.5, null, null]);
    expect(brandOnly.health_factors).toEqual([]);

    // assets and health: (35 × 62.5 + 30 × 52.5) / 65 = 3762.5 / 65 = 57.88…, whole: 58
    const withoutBrand = exitScore({ ...nothing, diagnostic, survey });
    expect(withoutBrand.value).toBe(58);
    expect(withoutBrand.completeness).toBe(65);
    expect(withoutBrand.parts.map((part) => part.score)).toEqual([null, 62.5, 52.5]);
  });

  it('has no value at all while nothing is taken; the ROI alone adds nothing to it', () => {
    expect(exitScore(nothing)).toMatchObject({ value: null, completeness: 0 });
    expect(exitScore({ ...nothing, roi })).toMatchObject({ value: null, completeness: 0 });
  });

  it('ignores business details that were only saved, never submitted (the service passes null)', () => {
    expect(exitScore({ ...nothing, survey: null }).parts[2]).toEqual({
      id: 'health',
      name: 'Business health',
      weight: 30,
      score: null,
      taken_at: null,
    });
  });
});

describe('at stake', () => {
  it('is the grand total in the submission’s currency with the three largest issues', () => {
    expect(atStake(everything)).toEqual({
      currency: 'EUR',
      grand_total: 205_000,
      submitted_at: '2026-11-03T10:00:00.000Z',
      top_issues: [
        { id: 'customer_concentration', name: 'Customer concentration', section: 'Revenue Model', subtotal: 80_000 },
        { id: 'staff_turnover', name: 'Staff turnover', section: 'Corporate Culture', subtotal: 60_000 },
        // a tie keeps the calculator's order: strategy before operations
        { id: 'no_exit_plan', name: 'No exit or succession plan', section: 'Corporate Strategy', subtotal: 30_000 },
      ],
    });
  });

  it('is null before the calculator is submitted, and lists no issue that costs nothing', () => {
    expect(atStake(nothing)).toBeNull();
    const free = { scores: scoreRoi(instruments.roi, {}, 'USD'), submittedAt: roi.submittedAt };
    expect(atStake({ ...nothing, roi: free })).toMatchObject({ grand_total: 0, top_issues: [] });
  });
});

describe('the 90-day plan', () => {
  it('ranks costly issues, weak brand sections, checklist gaps and missing plans, in that order', () => {
    const plan = ninetyDayPlan(everything);
    expect(plan.map((action) => action.id)).toEqual([
      'roi:customer_concentration',
      'roi:staff_turnover',
      'roi:no_exit_plan',
      // below 75, weakest first: Message 40, Brand Artifacts 60 (Operations 70 is past the quota)
      'brand:message',
      'brand:artifacts',
      // most "No" first: brand 5, wealth 4, identity 2 (customer 1 is past the quota)
      'checklist:brand',
      'checklist:wealth',
      'checklist:identity',
      'plans:companySuccessionPlan',
    ]);
    expect(plan.map((action) => action.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // action i of 9 is due in week ⌈i × 13 / 9⌉
    expect(plan.map((action) => action.target_week)).toEqual([2, 3, 5, 6, 8, 9, 11, 12, 13]);
    expect(plan[0]).toEqual({
      rank: 1,
      id: 'roi:customer_concentration',
      source: 'roi',
      title: 'Reduce dependence on your largest customers',
      why: 'Customer concentration costs EUR 80,000 a year (your ROI/COI answers, Revenue Model).',
      first_step: 'Set a target share of revenue for your top customer and list ten prospects like them.',
      target_week: 2,
    });
    expect(plan[3]?.why).toBe('Your brand assessment scored Message 40.0 out of 100.');
    expect(plan[5]?.why).toBe(
      'You answered "No" to 5 of 15 Company Brand questions, such as "Do you publish customer testimonials or case studies?".',
    );
    expect(plan[8]).toMatchObject({
      title: 'Write a succession plan',
      why: 'Your business details say the company succession plan does not exist.',
    });
  });

  it('with only the brand assessment, asks for what is missing in the place of its source', () => {
    const plan = ninetyDayPlan({ ...nothing, brand });
    expect(plan.map((action) => action.id)).toEqual([
      'missing:roi',
      'brand:message',
      'brand:artifacts',
      'missing:diagnostic',
      'missing:details',
    ]);
    expect(plan.map((action) => action.target_week)).toEqual([3, 6, 8, 11, 13]);
    expect(plan[0]).toMatchObject({ source: 'missing', title: 'Work out what your issues cost' });
  });

  it('draws on a source again, in order, until the plan holds five actions', () => {
    // five costly issues, a strong brand, every asset in place, both plans written
    const costly = scoreRoi(
      instruments.roi,
      {
        no_strategic_plan_1: 1,
        no_exit_plan_1: 2,
        owner_dependence_1: 3,
        market_intelligence_1: 4,
        staff_turnover_1: 5,
      },
      'USD',
    );
    const allFives = Object.fromEntries(Object.keys(brandAnswers).map((id) => [id, 5]));
    const allYes = Object.fromEntries(Object.keys(diagnosticAnswers).map((id) => [id, 'Y' as const]));
    const plan = ninetyDayPlan({
      brand: { scores: scoreBrand(instruments.brand, allFives), submittedAt: brand.submittedAt },
      diagnostic: {
        scores: scoreDiagnostic(instruments.diagnostic, allYes),
        answers: allYes,
        submittedAt: diagnostic.submittedAt,
      },
      roi: { scores: costly, submittedAt: roi.submittedAt },
      survey: { answers: { ...survey.answers, companySuccessionPlan: 'EXISTS' }, submittedAt: survey.submittedAt },
    });
    expect(plan.map((action) => action.id)).toEqual([
      'roi:staff_turnover',
      'roi:market_intelligence',
      'roi:owner_dependence',
      'roi:no_exit_plan',
      'roi:no_strategic_plan',
    ]);
  });

  it('never holds more than ten actions', () => {
    const everyIssue = Object.fromEntries(
      instruments.roi.sections.flatMap((section) => section.items.map((item) => [item.id, 1_000])),
    );
    const allOnes = Object.fromEntries(Object.keys(brandAnswers).map((id) => [id, 1]));
    const allNo = Object.fromEntries(Object.keys(diagnosticAnswers).map((id) => [id, 'N' as const]));
    const plan = ninetyDayPlan({
      brand: { scores: scoreBrand(instruments.brand, allOnes), submittedAt: brand.submittedAt },
      diagnostic: {
        scores: scoreDiagnostic(instruments.diagnostic, allNo),
        answers: allNo,
        submittedAt: diagnostic.submittedAt,
      },
      roi: { scores: scoreRoi(instruments.roi, everyIssue, 'USD'), submittedAt: roi.submittedAt },
      survey: {
        answers: { ...survey.answers, companySuccessionPlan: 'Not-Exist', companyBusinessPlan: 'Not-Exist' },
        submittedAt: survey.submittedAt,
      },
    });
    expect(plan).toHaveLength(10);
    expect(plan.map((action) => action.source)).toEqual([
      'roi',
      'roi',
      'roi',
      'brand',
      'brand',
      'checklist',
      'checklist',
      'checklist',
      'plans',
      'plans',
    ]);
    expect(plan.at(-1)?.target_week).toBe(13);
  });

  it('with nothing taken, is the four things to do first, then the first step every seller takes', () => {
    expect(ninetyDayPlan(nothing).map((action) => action.id)).toEqual([
      'missing:roi',
      'missing:brand',
      'missing:diagnostic',
      'missing:details',
      // the plan always holds five: the first step every seller takes fills it
      'baseline:exit_goal',
    ]);
  });

  it('never holds fewer than five: a business with nothing wrong gets the baseline steps, with their weeks', () => {
    const plan = ninetyDayPlan(healthy);
    expect(plan.map((action) => action.id)).toEqual([
      'baseline:exit_goal',
      'baseline:financials',
      'baseline:data_room',
      'baseline:advisers',
      'baseline:review',
    ]);
    expect(plan.map((action) => action.target_week)).toEqual([3, 6, 8, 11, 13]);
  });

  it('has wording for every issue, brand section and checklist section of the instruments', async () => {
    const content = await import('@exitcraft/shared/content/exit-readiness');
    const roiIssues = instruments.roi.sections.flatMap((section) => section.items.map((item) => item.issue));
    for (const issue of new Set(roiIssues)) expect(content.roiIssueActions[issue ?? '']).toBeDefined();
    for (const section of instruments.brand.sections) expect(content.brandSectionActions[section.id]).toBeDefined();
    for (const section of instruments.diagnostic.sections) {
      expect(content.checklistSectionActions[section.id]).toBeDefined();
    }
  });
});
