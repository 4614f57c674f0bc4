import type { StaffResearchCategory } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { RemoveCategoryDialog } from './research/remove-category-dialog.tsx';
import { MarketMultiplesSection } from './research/market-multiples-section.tsx';
import { ResearchFormDialog } from './research/research-form-dialog.tsx';
import { ResearchList } from './research/research-list.tsx';

/** The statistics the Cost of Inaction page quotes (add, edit, remove) and the market multiples behind Exit Wealth. */
export function ResearchPage() {
  usePageMeta(
    'Research — Staff',
    'The statistics the Cost of Inaction page quotes and the market data Exit Wealth uses.',
  );
  // undefined: no form open; null: a new category; a category: its edit form
  const [editing, setEditing] = useState<StaffResearchCategory | null | undefined>(undefined);
  const [removing, setRemoving] = useState<StaffResearchCategory | null>(null);
  return (
    <section aria-labelledby="research-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="research-title" className="text-2xl font-bold text-navy-900">
          Research
        </h1>
        <Button onClick={() => setEditing(null)}>Add category</Button>
      </div>
      <p className="mt-2 text-slate-700">
        What the Cost of Inaction page shows, in its order. A change shows there at once.
      </p>
      <ResearchList onEdit={setEditing} onRemove={setRemoving} />
      <ResearchFormDialog category={editing} onClose={() => setEditing(undefined)} />
      <RemoveCategoryDialog category={removing} onClose={() => setRemoving(null)} />
      <MarketMultiplesSection />
    </section>
  );
}
