import { describe, expect, it } from 'vitest';
import { researchCategoryListSchema } from '../schemas/research.ts';
import { researchCategories } from './research.ts';

const statistics = researchCategories.flatMap((entry) =>
  entry.research_points.flatMap((point) => point.statistics.map((statistic) => statistic.context)),
);

describe('bundled research content', () => {
  it('passes the same schema an import file must pass, unchanged by it', () => {
    expect(researchCategoryListSchema.parse(researchCategories)).toEqual(researchCategories);
  });

  it("holds the spec's seven named categories in order, then the unnamed one", () => {
    expect(researchCategories.map((entry) => entry.category)).toEqual([
      'Are You Ready to Exit',
      'Planning & Strategy',
      'Choosing the Right Exit Path',
      'Market Timing & Advisors',
      'Family & Succession',
      'Business Valuation & Sale Readiness',
      'Life after Exit',
      '',
    ]);
    for (const entry of researchCategories) expect(entry.research_points.length).toBeGreaterThanOrEqual(2);
  });

  it('names a source and a year in every statistic', () => {
    for (const sentence of statistics) {
      expect(sentence, sentence).toMatch(/\b(19|20)\d\d\b/);
      expect(sentence, sentence).toMatch(
        /Ocean Tomo|Gallup|Exit Planning Institute|PwC|Ward|Census|BizBuySell|Vistage|Kreischer Miller/,
      );
    }
  });

  it("keeps Gallup's engagement split as Gallup words it", () => {
    const gallup = statistics.find((sentence) => sentence.includes('actively disengaged'));
    expect(gallup).toContain('23% of employees are engaged');
    expect(gallup).toContain('77% not engaged or actively disengaged');
    expect(statistics.join(' ')).not.toMatch(/77% (are )?disengaged/);
  });

  it('carries the Ocean Tomo 84% finding the page headline relies on', () => {
    expect(statistics).toContainEqual(
      expect.stringMatching(/84% of the market value of the S&P 500 in 2015.*Ocean Tomo/),
    );
  });

  it('does not link documents it has not verified', () => {
    const urls = researchCategories.flatMap((entry) =>
      entry.research_points.flatMap((point) => point.statistics.map((statistic) => statistic.URL)),
    );
    expect(urls.every((url) => url === '')).toBe(true);
  });
});
