import { describe, expect, it } from 'vitest';
import { brandScale } from './brand.ts';
import { instrumentItems, instruments } from './index.ts';
import { roiSections } from './roi.ts';

const counts = (kind: keyof typeof instruments) =>
  instruments[kind].sections.map((section) => [section.name, section.items.length]);

describe('the assessment instruments', () => {
  it('brand: Leadership, Message, Operations, Brand Artifacts, ten statements each, on the 1-5 scale', () => {
    expect(counts('brand')).toEqual([
      ['Leadership', 10],
      ['Message', 10],
      ['Operations', 10],
      ['Brand Artifacts', 10],
    ]);
    expect(brandScale.map((step) => step.label)).toEqual([
      'Strongly Disagree',
      'Disagree',
      "Don't Know",
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('diagnostic: yes/no questions in five sections of 6, 3, 15, 4 and 4 (the spec’s “34” is not their sum), ids like logo_1 … customer_4', () => {
    expect(counts('diagnostic')).toEqual([
      ['Corporate Logo', 6],
      ['Corporate Identity', 3],
      ['Company Brand', 15],
      ['Brand Wealth Management', 4],
      ['Customer', 4],
    ]);
    const ids = instrumentItems(instruments.diagnostic).map((item) => item.id);
    expect(ids).toContain('logo_1');
    expect(ids).toContain('identity_3');
    expect(ids).toContain('brand_15');
    expect(ids).toContain('wealth_4');
    expect(ids).toContain('customer_4');
  });

  it('roi: the seven sections, about 28 issues of 2-6 questions, every question tied to its issue', () => {
    expect(roiSections.map((section) => section.name)).toEqual([
      'Corporate Strategy',
      'Corporate Culture',
      'Operations',
      'Revenue Model',
      'Shareholder Value and Wealth',
      'Marketing and Sales',
      'Branding',
    ]);
    const issues = roiSections.flatMap((section) => section.issues);
    expect(issues).toHaveLength(28);
    for (const issue of issues) {
      expect(issue.questions.length, issue.name).toBeGreaterThanOrEqual(2);
      expect(issue.questions.length, issue.name).toBeLessThanOrEqual(6);
      expect(issue.subtotalLabel, issue.name).toContain(issue.name);
    }
    const items = instrumentItems(instruments.roi);
    expect(items).toHaveLength(issues.reduce((sum, issue) => sum + issue.questions.length, 0));
    expect(new Set(items.map((item) => item.issue))).toEqual(new Set(issues.map((issue) => issue.id)));
  });

  it.each(Object.values(instruments))('$kind: a version id, unique item ids and no repeated text', (instrument) => {
    expect(instrument.version).toMatch(new RegExp(`^${instrument.kind}-\\d{4}-\\d{2}$`));
    const items = instrumentItems(instrument);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.text.toLowerCase())).size).toBe(items.length);
    for (const item of items) expect(item.text.trim(), item.id).toBe(item.text);
  });
});
