import { coiPageCopy as copy } from '@exitcraft/shared/content/research';

interface CategoryFilterProps {
  filters: string[];
  active: string;
  onChange(filter: string): void;
}

/** Toggle buttons: the active one is pressed, so screen readers hear which filter is on. */
export function CategoryFilter({ filters, active, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2 lg:sticky lg:top-24 lg:flex-col">
      {filters.map((filter) => {
        const pressed = filter === active;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors lg:rounded-lg lg:text-left ${
              pressed
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50'
            }`}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}
