import { type PersonKind, personKinds, type StaffPeopleFilter } from '@exitcraft/shared/schemas/staff';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClasses } from '../../../../components/ui/form-field.tsx';

const kindLabels: Record<PersonKind, string> = { member: 'Members', guest: 'Guests', staff: 'Staff' };

/**
 * The search box (applied by Search) and the two filters (applied as soon as they change). The
 * filters live in the URL; only the search being typed is this form's own.
 */
export function PeopleFilters({
  filter,
  onChange,
}: {
  filter: StaffPeopleFilter;
  onChange: (next: StaffPeopleFilter) => void;
}) {
  const [draft, setDraft] = useState(filter.q ?? '');
  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filter, q: draft.trim() || undefined });
  }

  return (
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
            onChange({ ...filter, kind: (event.target.value || undefined) as PersonKind | undefined })
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
            onChange({ ...filter, verified: (event.target.value || undefined) as 'true' | 'false' | undefined })
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
  );
}
