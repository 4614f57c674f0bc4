import { type PersonKind, personKinds, type StaffPeopleFilter } from '@exitcraft/shared/schemas/staff';
import { useSearchParams } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCsvExport } from '../api/export.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { downloadPeopleCsv, peopleSearch } from '../api/people.ts';
import { PeopleFilters } from './people/people-filters.tsx';
import { PeopleList } from './people/people-list.tsx';

/** The filters the URL holds: a view can be shared, and Back returns to the previous one. */
function filterFrom(params: URLSearchParams): StaffPeopleFilter {
  const kind = params.get('kind');
  const verified = params.get('verified');
  return {
    q: params.get('q')?.trim() || undefined,
    kind: (personKinds as readonly string[]).includes(kind ?? '') ? (kind as PersonKind) : undefined,
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
  };
}

/** Find a person, filter by kind and verification, and export the view as CSV. */
export function PeoplePage() {
  usePageMeta('People — Staff', 'Find a person by email, name, alias or company.');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const csv = useCsvExport(downloadPeopleCsv);

  return (
    <section aria-labelledby="people-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="people-title" className="text-2xl font-bold text-navy-900">
          People
        </h1>
        <Button variant="secondary" size="sm" onClick={() => csv.mutate(filter)} disabled={csv.isPending}>
          {csv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <PeopleFilters filter={filter} onChange={(next) => setParams(peopleSearch(next))} />
      <PeopleList filter={filter} />
    </section>
  );
}
