import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type AuditFilter, useAudit } from '../api.ts';

/** The actions the server records, for the filter (the log may hold others later; "All" shows them). */
const actions = [
  ['membership.grant', 'Membership granted'],
  ['membership.revoke', 'Membership revoked'],
  ['person.sign_out', 'Signed out everywhere'],
  ['payment.refund', 'Payment refunded'],
  ['coupon.create', 'Coupon created'],
  ['coupon.update', 'Coupon changed'],
  ['research.create', 'Research added'],
  ['research.update', 'Research edited'],
  ['research.delete', 'Research removed'],
  ['community.hide', 'Message hidden'],
  ['community.restore', 'Message restored'],
  ['export.people', 'People exported'],
  ['export.payments', 'Payments exported'],
  ['staff.step_up', 'Password confirmed'],
] as const;
const actionLabel = new Map<string, string>(actions);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = /^\d{4}-\d{2}-\d{2}$/;

function filterFrom(params: URLSearchParams): AuditFilter {
  const actor = params.get('actor') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    action: actionLabel.has(params.get('action') ?? '') ? (params.get('action') ?? undefined) : undefined,
    actor: uuid.test(actor) ? actor : undefined,
    // whole UTC days, as the date inputs give them
    from: day.test(from) ? `${from}T00:00:00Z` : undefined,
    to: day.test(to) ? `${to}T23:59:59.999Z` : undefined,
  };
}

function describeDetail(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const show = (value: unknown) => (typeof value === 'object' && value ? JSON.stringify(value) : String(value));
  if (detail.before !== undefined) parts.push(`before ${show(detail.before)}`);
  if (detail.after !== undefined) parts.push(`after ${show(detail.after)}`);
  if (detail.filter !== undefined) parts.push(`filter ${show(detail.filter)}`);
  if (typeof detail.reason === 'string') parts.push(`reason “${detail.reason}”`);
  return parts.join(' · ');
}

export function AuditPage() {
  usePageMeta('Audit log — Staff', 'Every staff action and export.');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const audit = useAudit(filter);
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState(params.get('to') ?? '');

  function set(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  }
  function applyDates(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold text-navy-900">
        Audit log
      </h1>
      <form onSubmit={applyDates} className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-action" className="mb-1 block text-sm font-medium text-navy-900">
            Action
          </label>
          <select
            id="audit-action"
            value={filter.action ?? ''}
            onChange={(event) => set('action', event.target.value)}
            className={inputClasses(false)}
          >
            <option value="">All actions</option>
            {actions.map(([value, label]) => (
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
          <Button variant="ghost" onClick={() => set('actor', '')}>
            Everyone acting
          </Button>
        )}
      </form>

      <div className="mt-6" aria-live="polite" aria-busy={audit.isFetching}>
        {audit.isPending ? (
          <Spinner label="Loading the audit log…" />
        ) : audit.isError ? (
          <LoadError message={apiErrorMessage(audit.error)} onRetry={() => void audit.refetch()} />
        ) : entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            Nothing recorded for this view.
          </p>
        ) : (
          <>
            <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {entries.map((entry) => (
                <li key={entry.id} className="p-4">
                  <p className="font-semibold text-navy-900">
                    {actionLabel.get(entry.action) ?? entry.action}{' '}
                    {entry.target_type === 'person' ? (
                      <Link to={`/staff/people/${entry.target_id}`} className="font-normal text-navy-700 underline">
                        person {entry.target_id.slice(0, 8)}
                      </Link>
                    ) : (
                      <span className="font-normal text-slate-700">
                        {entry.target_type} {entry.target_id.slice(0, 36)}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={entry.at}>
                      {new Date(entry.at).toISOString().replace('T', ' ').slice(0, 19)} UTC
                    </time>{' '}
                    by{' '}
                    <button
                      type="button"
                      onClick={() => set('actor', entry.actor_id)}
                      className="break-all text-navy-700 underline"
                      aria-label={`Show only what ${entry.actor_email} did`}
                    >
                      {entry.actor_email}
                    </button>{' '}
                    from {entry.ip}
                  </p>
                  {describeDetail(entry.detail) && (
                    <p className="mt-1 break-words text-sm text-slate-800">{describeDetail(entry.detail)}</p>
                  )}
                </li>
              ))}
            </ol>
            {audit.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-4"
                onClick={() => void audit.fetchNextPage()}
                disabled={audit.isFetchingNextPage}
              >
                {audit.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
