import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClasses } from '../../../../components/ui/form-field.tsx';
import type { AuditFilter } from '../../api/audit.ts';
import { auditActions } from './audit-view.ts';

interface AuditFiltersProps {
  filter: AuditFilter;
  /** the days as the URL has them (`YYYY-MM-DD`), for the date boxes */
  days: { from: string; to: string };
  /** sets (or, empty, removes) one URL parameter */
  onSet: (key: 'action' | 'actor', value: string) => void;
  onApplyDates: (days: { from: string; to: string }) => void;
}

/** The action filter (applied as it changes), the two days (applied together) and "Everyone acting". */
export function AuditFilters({ filter, days, onSet, onApplyDates }: AuditFiltersProps) {
  const [from, setFrom] = useState(days.from);
  const [to, setTo] = useState(days.to);
  function applyDates(event: FormEvent) {
    event.preventDefault();
    onApplyDates({ from, to });
  }

  return (
    <form onSubmit={applyDates} className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="audit-action" className="mb-1 block text-sm font-medium text-navy-900">
          Action
        </label>
        <select
          id="audit-action"
          value={filter.action ?? ''}
          onChange={(event) => onSet('action', event.target.value)}
          className={inputClasses(false)}
        >
          <option value="">All actions</option>
          {auditActions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className="mb-1 block text-sm font-medium text-navy-900">
          From (UTC)
        </label>
        <input
          id="audit-from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={inputClasses(false)}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className="mb-1 block text-sm font-medium text-navy-900">
          To (UTC)
        </label>
        <input
          id="audit-to"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className={inputClasses(false)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Apply dates
      </Button>
      {filter.actor && (
        <Button variant="ghost" onClick={() => onSet('actor', '')}>
          Everyone acting
        </Button>
      )}
    </form>
  );
}
