import { type PersonKind, personKinds, type StaffPeopleFilter } from '@exitcraft/shared/schemas/staff';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage, showApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { downloadPeopleCsv, peopleSearch, usePeople } from '../api.ts';

const kindLabels: Record<PersonKind, string> = { member: 'Members', guest: 'Guests', staff: 'Staff' };

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

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export function PeoplePage() {
  usePageMeta('People — Staff', 'Find a person by email, name, alias or company.');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [draft, setDraft] = useState(filter.q ?? '');
  const people = usePeople(filter);
  const [exporting, setExporting] = useState(false);

  const apply = (next: StaffPeopleFilter) => setParams(peopleSearch(next));
  function search(event: FormEvent) {
    event.preventDefault();
    apply({ ...filter, q: draft.trim() || undefined });
  }
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadPeopleCsv(filter);
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  }

  const rows = people.data?.pages.flatMap((page) => page.people) ?? [];
  return (
    <section aria-labelledby="people-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="people-title" className="text-2xl font-bold text-navy-900">
          People
        </h1>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>

      <form role="search" onSubmit={search} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="people-q" className="mb-1 block text-sm font-medium text-navy-900">
            Search email, name, alias or company
          </label>
          <input
            id="people-q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={inputClasses(false)}
            maxLength={200}
          />
        </div>
        <div>
          <label htmlFor="people-kind" className="mb-1 block text-sm font-medium text-navy-900">
            Kind
          </label>
          <select
            id="people-kind"
            value={filter.kind ?? ''}
            onChange={(event) =>
              apply({ ...filter, kind: (event.target.value || undefined) as PersonKind | undefined })
            }
            className={inputClasses(false)}
          >
            <option value="">Everyone</option>
            {personKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="people-verified" className="mb-1 block text-sm font-medium text-navy-900">
            Email
          </label>
          <select
            id="people-verified"
            value={filter.verified ?? ''}
            onChange={(event) =>
              apply({ ...filter, verified: (event.target.value || undefined) as 'true' | 'false' | undefined })
            }
            className={inputClasses(false)}
          >
            <option value="">Verified or not</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>

      <div className="mt-6" aria-live="polite" aria-busy={people.isFetching}>
        {people.isPending ? (
          <Spinner label="Loading people…" />
        ) : people.isError ? (
          <LoadError message={apiErrorMessage(people.error)} onRetry={() => void people.refetch()} />
        ) : rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No one matches this search.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {rows.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                  <div className="min-w-0">
                    <Link
                      to={`/staff/people/${person.id}`}
                      className="font-semibold text-navy-900 underline decoration-slate-300 underline-offset-2 hover:decoration-navy-900"
                    >
                      {person.full_name || person.email}
                    </Link>
                    <p className="break-all text-sm text-slate-700">{person.email}</p>
                    <p className="text-sm text-slate-700">
                      {person.company_name || 'No company'} · {person.username}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    {person.paid ? (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-900">Member</span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">Guest</span>
                    )}
                    {person.is_staff && (
                      <span className="rounded-full bg-navy-100 px-2 py-0.5 font-medium text-navy-900">Staff</span>
                    )}
                    {!person.email_verified && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
                        Unverified
                      </span>
                    )}
                    <span className="text-slate-700">Joined {date(person.created_at)}</span>
                  </div>
                </li>
              ))}
            </ul>
            {people.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-4"
                onClick={() => void people.fetchNextPage()}
                disabled={people.isFetchingNextPage}
              >
                {people.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
