import { href } from '@exitcraft/shared/routes';
import type { StaffPeopleFilter } from '@exitcraft/shared/schemas/staff';
import { Link } from '../../../../lib/router.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { lazyDateFormat } from '../../../../lib/format.ts';
import { usePeople } from '../../api/people.ts';

const dayFormat = lazyDateFormat('en-US', { dateStyle: 'medium' });
const date = (iso: string) => dayFormat.format(new Date(iso));

/** The people matching the filters, page by page, each linking to their own page. */
export function PeopleList({ filter }: { filter: StaffPeopleFilter }) {
  const people = usePeople(filter);
  const rows = people.data?.pages.flatMap((page) => page.people) ?? [];
  return (
    <div className="mt-6" aria-live="polite" aria-busy={people.isFetching}>
      <QueryView
        query={people}
        loading={<Spinner label="Loading people…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No one matches this search.
          </p>
        }
      >
        {() => (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {rows.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                  <div className="min-w-0">
                    <Link
                      to={href('staffPerson', { id: person.id })}
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
      </QueryView>
    </div>
  );
}
