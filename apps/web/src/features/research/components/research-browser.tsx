import { coiPageCopy as copy } from '@exitcraft/shared/content/research';
import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { useState } from 'react';
import { allCategories, categoryFilters, visibleRows } from '../lib/research-rows.ts';
import { CategoryFilter } from './category-filter.tsx';
import { ResearchRow } from './research-row.tsx';

interface OpenRow {
  key: string | null;
  /** The rows this choice was made on; on any other set of rows the first row is open. */
  rowsSignature: string;
}

/**
 * Member-area section 2: filter by category, rows numbered from 01, one open at a time, and the
 * first row open whenever the category changes (and on first load).
 */
export function ResearchBrowser({ categories }: { categories: ResearchCategory[] }) {
  const [filter, setFilter] = useState(allCategories);
  const [openRow, setOpenRow] = useState<OpenRow>({ key: null, rowsSignature: '' });

  const filters = categoryFilters(categories);
  // a filter that the newly loaded list no longer has falls back to 'All'
  const active = filters.includes(filter) ? filter : allCategories;
  const rows = visibleRows(categories, active);
  const signature = `${active}|${rows.map((row) => row.key).join('|')}`;
  const openKey = openRow.rowsSignature === signature ? openRow.key : (rows[0]?.key ?? null);

  if (categories.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-navy-50 p-6 text-slate-700">{copy.noData}</p>;
  }

  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <CategoryFilter
        filters={filters}
        active={active}
        onChange={(next) => {
          setFilter(next);
          setOpenRow({ key: null, rowsSignature: '' });
        }}
      />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700 lg:mt-0">{copy.emptyCategory}</p>
      ) : (
        <ol className="mt-6 space-y-3 lg:mt-0" aria-label={`Research findings: ${active}`}>
          {rows.map((row) => (
            <ResearchRow
              key={row.key}
              row={row}
              open={row.key === openKey}
              showCategory={active === allCategories}
              onToggle={() => setOpenRow({ key: row.key === openKey ? null : row.key, rowsSignature: signature })}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
