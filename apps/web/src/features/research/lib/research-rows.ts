import type { ResearchCategory, ResearchStatistic } from '@exitcraft/shared/schemas/research';

export const allCategories = 'All';

export interface ResearchRow {
  /** Stable across a refetch of the same list, so the open row stays open. */
  key: string;
  /** '01', '02', … across every visible category. */
  number: string;
  name: string;
  category: string;
  statistics: ResearchStatistic[];
  /** The first non-empty URL among the statistics: the row's document. */
  documentUrl: string | null;
}

/** 'All' plus each non-empty category name, once, in list order. */
export function categoryFilters(list: ResearchCategory[]): string[] {
  const names = list.map((entry) => entry.category.trim()).filter((name) => name !== '');
  return [allCategories, ...new Set(names)];
}

/** The rows shown for a filter, numbered continuously from 01. */
export function visibleRows(list: ResearchCategory[], filter: string): ResearchRow[] {
  const categories = filter === allCategories ? list : list.filter((entry) => entry.category.trim() === filter);
  const rows: ResearchRow[] = [];
  categories.forEach((entry, categoryIndex) => {
    entry.research_points.forEach((point, pointIndex) => {
      rows.push({
        key: `${categoryIndex}:${entry.category}:${pointIndex}:${point.name}`,
        number: String(rows.length + 1).padStart(2, '0'),
        name: point.name,
        category: entry.category.trim(),
        statistics: point.statistics,
        documentUrl: point.statistics.map((statistic) => statistic.URL.trim()).find((url) => url !== '') ?? null,
      });
    });
  });
  return rows;
}
