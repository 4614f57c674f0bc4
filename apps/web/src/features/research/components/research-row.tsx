import { generalCategoryLabel } from '@exitcraft/shared/content/research';
import type { ResearchRow as Row } from '../lib/research-rows.ts';
import { DocumentButtons } from './document-buttons.tsx';

interface ResearchRowProps {
  row: Row;
  open: boolean;
  /** Under 'All' each row names its category; under one category that would repeat the filter. */
  showCategory: boolean;
  onToggle(): void;
}

/** One finding as a disclosure: the button shows and hides the statistics panel below it. */
export function ResearchRow({ row, open, showCategory, onToggle }: ResearchRowProps) {
  const panelId = `research-panel-${row.number}`;
  return (
    <li className={`rounded-xl border bg-white ${open ? 'border-navy-700 shadow-sm' : 'border-slate-200'}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-4 rounded-xl p-4 text-left hover:bg-navy-50 sm:p-5"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-10 shrink-0 place-items-center rounded-lg bg-gold-100 text-sm font-extrabold text-navy-900 tabular-nums"
          >
            {row.number}
          </span>
          <span className="min-w-0 flex-1">
            <span className="sr-only">{row.number}. </span>
            <span className="block text-lg font-semibold text-navy-900">{row.name}</span>
            {showCategory && (
              <span className="mt-1 block text-sm text-slate-600">{row.category || generalCategoryLabel}</span>
            )}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`mt-1 size-5 shrink-0 text-navy-700 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path
              fill="currentColor"
              d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 pt-4 pb-5 sm:pr-5 sm:pl-19">
        <ul className="space-y-3">
          {row.statistics.map((statistic, index) => (
            <li key={index} className="flex gap-3 text-base leading-relaxed text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
              <span>{statistic.context}</span>
            </li>
          ))}
        </ul>
        {row.documentUrl && <DocumentButtons url={row.documentUrl} title={row.name} />}
      </div>
    </li>
  );
}
