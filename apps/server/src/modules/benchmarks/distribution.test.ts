import { classifyIndustry } from '@exitcraft/shared/content/benchmarks';
import { describe, expect, it } from 'vitest';
import { binOf, metricKey, ownerFigures, percentileOf, percentileStep } from './distribution.ts';

describe('percentileStep: every step spans at least 5 owners', () => {
  it.each([
    [10, 50],
    [20, 25],
    [23, 25],
    [25, 20],
    [50, 10],
    [100, 5],
    [148, 5],
    [100_000, 5],
  ])('a cohort of %i steps by %i points', (size, step) => {
    expect(percentileStep(size)).toBe(step);
    expect((step * size) / 100).toBeGreaterThanOrEqual(5);
  });
});

describe('percentileOf', () => {
  const ten = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]; // 10 owners, bins 1..10
  it('counts only the bins wholly below, rounded down to the step', () => {
    expect(percentileOf(ten, 10, 0)).toEqual({ percentile: 0, step: 50 });
    expect(percentileOf(ten, 10, 5)).toEqual({ percentile: 0, step: 50 }); // 4 below
    expect(percentileOf(ten, 10, 6)).toEqual({ percentile: 50, step: 50 }); // 5 below
  });
  it('never says "higher than all of them": the top bucket is as wide as the others', () => {
    expect(percentileOf(ten, 10, 19)).toEqual({ percentile: 50, step: 50 });
    const hundred = new Array(20).fill(5);
    expect(percentileOf(hundred, 100, 19)).toEqual({ percentile: 95, step: 5 });
  });
});

describe('bins', () => {
  it('puts scores in bins of 5 points and money in quarter-decades', () => {
    expect([0, 4.9, 5, 62.5, 99.9, 100].map((value) => binOf('score', value))).toEqual([0, 0, 1, 12, 19, 19]);
    expect([0, 0.5, 1, 10, 100_000, 1e15].map((value) => binOf('money', value))).toEqual([0, 0, 1, 5, 21, 48]);
  });
});

describe('ownerFigures', () => {
  it('gives the readiness score, each headline and section, and keys money by currency', () => {
    const figures = ownerFigures(
      {
        brand: { overall: 62.5, dont_know: 0, sections: [{ id: 'leadership', name: 'Leadership', score: 80 }] },
        roi: {
          currency: 'EUR',
          grand_total: 5000,
          sections: [{ id: 'people', name: 'People', total: 5000, issues: [] }],
        },
        diagnostic: { not: 'in its shape' },
      },
      60,
    );
    expect(figures.map((figure) => [metricKey(figure), figure.value])).toEqual([
      ['readiness', 60],
      ['brand', 62.5],
      ['brand:leadership', 80],
      ['roi@EUR', 5000],
      ['roi:people@EUR', 5000],
    ]);
  });
});

describe('classifyIndustry', () => {
  it.each([
    ['Software', 'technology'],
    ['SaaS platform', 'technology'],
    ['Metal fabrication', 'manufacturing'],
    ['Family bakery', 'hospitality'],
    ['Dental clinic', 'health'],
    ['Freight logistics', 'transport'],
    ['Food wholesale and distribution', 'wholesale'],
    ['Commercial roofing', 'construction'],
    ['Something unusual', null],
    ['', null],
  ])('%s is %s', (text, group) => {
    expect(classifyIndustry(text)).toBe(group);
  });
});
