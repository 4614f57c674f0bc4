import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { describe, expect, it } from 'vitest';
import { allCategories, categoryFilters, visibleRows } from './research-rows.ts';

const point = (name: string, urls: string[] = ['']) => ({
  name,
  statistics: urls.map((URL, index) => ({ context: `${name} sentence ${index + 1}.`, URL })),
});

const list: ResearchCategory[] = [
  { category: 'Planning & Strategy', research_points: [point('A'), point('B', ['', 'https://x.example/b.pdf'])] },
  { category: '', research_points: [point('General')] },
  { category: 'Life after Exit', research_points: [point('C'), point('D'), point('E')] },
  { category: 'Empty', research_points: [] },
];

describe('categoryFilters', () => {
  it("is 'All' plus each non-empty category name once, in list order", () => {
    const twice = [...list, { category: 'Life after Exit', research_points: [] }];
    expect(categoryFilters(twice)).toEqual([allCategories, 'Planning & Strategy', 'Life after Exit', 'Empty']);
  });
});

describe('visibleRows', () => {
  it('numbers every visible point from 01 across categories, unnamed category included under All', () => {
    const rows = visibleRows(list, allCategories);
    expect(rows.map((row) => `${row.number} ${row.name}`)).toEqual([
      '01 A',
      '02 B',
      '03 General',
      '04 C',
      '05 D',
      '06 E',
    ]);
  });

  it('starts again from 01 inside one category', () => {
    expect(visibleRows(list, 'Life after Exit').map((row) => row.number)).toEqual(['01', '02', '03']);
    expect(visibleRows(list, 'Empty')).toEqual([]);
  });

  it('pads to two digits and keeps counting past 99', () => {
    const many: ResearchCategory[] = [
      { category: 'X', research_points: Array.from({ length: 101 }, (_, index) => point(`P${index}`)) },
    ];
    const numbers = visibleRows(many, 'X').map((row) => row.number);
    expect(numbers[0]).toBe('01');
    expect(numbers[9]).toBe('10');
    expect(numbers[100]).toBe('101');
  });

  it("takes the first non-empty URL of a point's statistics as its document", () => {
    const [a, b] = visibleRows(list, 'Planning & Strategy');
    expect(a?.documentUrl).toBeNull();
    expect(b?.documentUrl).toBe('https://x.example/b.pdf');
  });

  it('gives rows keys that stay the same for the same list', () => {
    const keys = visibleRows(list, allCategories).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(visibleRows(structuredClone(list), allCategories).map((row) => row.key)).toEqual(keys);
  });
});
