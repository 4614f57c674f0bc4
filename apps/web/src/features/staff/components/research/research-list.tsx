import type { StaffResearchCategory } from '@exitcraft/shared/schemas/staff';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useResearch } from '../../api/research.ts';

const statisticCount = (category: StaffResearchCategory) =>
  category.research_points.reduce((sum, point) => sum + point.statistics.length, 0);

interface ResearchListProps {
  onEdit: (category: StaffResearchCategory) => void;
  onRemove: (category: StaffResearchCategory) => void;
}

/** The categories in the Cost of Inaction page's order, each with its count of points and statistics. */
export function ResearchList({ onEdit, onRemove }: ResearchListProps) {
  const research = useResearch();
  return (
    <div className="mt-6" aria-live="polite">
      <QueryView
        query={research}
        loading={<Spinner label="Loading research…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={(data) => data.categories.length === 0}
        empty={<p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">No research yet.</p>}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.categories.map((category) => {
              const name = category.category || '(shown under All only)';
              return (
                <li key={category.id} className="rounded-2xl border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-bold text-navy-900">{name}</h2>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onEdit(category)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => onRemove(category)}
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {category.research_points.length} point{category.research_points.length === 1 ? '' : 's'},{' '}
                    {statisticCount(category)} statistic{statisticCount(category) === 1 ? '' : 's'}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
