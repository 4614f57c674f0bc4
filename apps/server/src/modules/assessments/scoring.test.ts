import { instruments } from '@exitcraft/shared/content/assessments/index';
import type { AssessmentAnswers } from '@exitcraft/shared/schemas/assessments';
import { describe, expect, it } from 'vitest';
import { scoreBrand, scoreDiagnostic, scoreRoi } from './scoring.ts';

/** Answers for one section, item by item, in the instrument's order. */
const sectionAnswers = (
  kind: keyof typeof instruments,
  sectionId: string,
  values: AssessmentAnswers[string][],
): AssessmentAnswers => {
  const section = instruments[kind].sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new Error(`no section ${sectionId}`);
  expect(values).toHaveLength(section.items.length);
  return Object.fromEntries(section.items.map((item, index) => [item.id, values[index]!]));
};

describe('brand scores', () => {
  it('score an item (x − 1) / 4 × 100, a section as the mean, overall as the mean of sections', () => {
    const answers = {
      ...sectionAnswers('brand', 'leadership', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]),
      ...sectionAnswers('brand', 'message', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
      ...sectionAnswers('brand', 'operations', [3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
      ...sectionAnswers('brand', 'artifacts', [5, 4, 4, 4, 2, 2, 1, 1, 3, 3]),
    };
    expect(scoreBrand(instruments.brand, answers)).toEqual({
      // (100 + 0 + 50 + 47.5) / 4 = 49.375, one decimal
      overall: 49.4,
      dont_know: 12,
      sections: [
        { id: 'leadership', name: 'Leadership', score: 100 },
        { id: 'message', name: 'Message', score: 0 },
        { id: 'operations', name: 'Operations', score: 50 },
        { id: 'artifacts', name: 'Brand Artifacts', score: 47.5 },
      ],
    });
  });

  it('round the overall from the unrounded sections', () => {
    const answers = {
      ...sectionAnswers('brand', 'leadership', [4, 4, 4, 4, 4, 4, 4, 4, 4, 5]), // 77.5
      ...sectionAnswers('brand', 'message', [2, 2, 2, 2, 2, 2, 2, 2, 2, 3]), // 27.5
      ...sectionAnswers('brand', 'operations', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]), // 75
      ...sectionAnswers('brand', 'artifacts', [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]), // 25
    };
    const scores = scoreBrand(instruments.brand, answers);
    // 205 / 4 = 51.25 → 51.3
    expect(scores.overall).toBe(51.3);
    expect(scores.sections.map((section) => section.score)).toEqual([77.5, 27.5, 75, 25]);
    expect(scores.dont_know).toBe(1);
  });
});

describe('diagnostic scores', () => {
  it('count the Yes answers per section and overall, with their share to one decimal', () => {
    const answers = {
      ...sectionAnswers('diagnostic', 'logo', ['Y', 'Y', 'Y', 'N', 'N', 'N']),
      ...sectionAnswers('diagnostic', 'identity', ['Y', 'N', 'N']),
      ...sectionAnswers('diagnostic', 'brand', [
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'Y',
        'N',
        'N',
        'N',
        'N',
        'N',
      ]),
      ...sectionAnswers('diagnostic', 'wealth', ['N', 'N', 'N', 'N']),
      ...sectionAnswers('diagnostic', 'customer', ['Y', 'Y', 'Y', 'Y']),
    };
    expect(scoreDiagnostic(instruments.diagnostic, answers)).toEqual({
      // 18 / 32 = 56.25 → 56.3
      overall: { yes: 18, total: 32, yes_pct: 56.3 },
      sections: [
        { id: 'logo', name: 'Corporate Logo', yes: 3, total: 6, yes_pct: 50 },
        { id: 'identity', name: 'Corporate Identity', yes: 1, total: 3, yes_pct: 33.3 },
        { id: 'brand', name: 'Company Brand', yes: 10, total: 15, yes_pct: 66.7 },
        { id: 'wealth', name: 'Brand Wealth Management', yes: 0, total: 4, yes_pct: 0 },
        { id: 'customer', name: 'Customer', yes: 4, total: 4, yes_pct: 100 },
      ],
    });
  });
});

describe('roi scores', () => {
  it('sum each issue, each section and the grand total; an amount not given is 0', () => {
    const scores = scoreRoi(
      instruments.roi,
      {
        no_strategic_plan_1: 1000,
        no_strategic_plan_3: 2500,
        no_exit_plan_2: 10_000,
        staff_turnover_1: 1,
        staff_turnover_2: 2,
        staff_turnover_3: 3,
        staff_turnover_4: 4,
        brand_not_an_asset_3: 1_000_000_000_000,
      },
      'EUR',
    );
    expect(scores.currency).toBe('EUR');
    expect(scores.grand_total).toBe(1_000_000_013_510);
    expect(scores.sections.map((section) => [section.id, section.total])).toEqual([
      ['strategy', 13_500],
      ['culture', 10],
      ['operations', 0],
      ['revenue', 0],
      ['shareholder', 0],
      ['marketing', 0],
      ['branding', 1_000_000_000_000],
    ]);
    expect(scores.sections[0]!.issues).toEqual([
      {
        id: 'no_strategic_plan',
        name: 'No written strategic plan',
        subtotal_label: 'Subtotal: No written strategic plan',
        subtotal: 3500,
      },
      {
        id: 'no_exit_plan',
        name: 'No exit or succession plan',
        subtotal_label: 'Subtotal: No exit or succession plan',
        subtotal: 10_000,
      },
      {
        id: 'owner_dependence',
        name: 'Dependence on the owner',
        subtotal_label: 'Subtotal: Dependence on the owner',
        subtotal: 0,
      },
      {
        id: 'market_intelligence',
        name: 'Weak market and competitor intelligence',
        subtotal_label: 'Subtotal: Weak market and competitor intelligence',
        subtotal: 0,
      },
    ]);
    expect(scores.sections.flatMap((section) => section.issues)).toHaveLength(28);
  });

  it('is all zeros for an empty calculator', () => {
    const scores = scoreRoi(instruments.roi, {}, 'USD');
    expect(scores.grand_total).toBe(0);
    expect(scores.sections.every((section) => section.total === 0)).toBe(true);
  });
});
