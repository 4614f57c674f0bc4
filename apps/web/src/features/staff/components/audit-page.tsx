import { useSearchParams } from '../../../lib/router.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AuditEntries } from './audit/audit-entries.tsx';
import { AuditFilters } from './audit/audit-filters.tsx';
import { auditFilterFrom } from './audit/audit-view.ts';

/** Every staff action and export, filtered by action, actor and days; the URL keeps the filter. */
export function AuditPage() {
  usePageMeta('Audit log — Staff', 'Every staff action and export.');
  const [params, setParams] = useSearchParams();
  const filter = auditFilterFrom(params);

  function update(values: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold text-navy-900">
        Audit log
      </h1>
      <AuditFilters
        filter={filter}
        days={{ from: params.get('from') ?? '', to: params.get('to') ?? '' }}
        onSet={(key, value) => update({ [key]: value })}
        onApplyDates={update}
      />
      <AuditEntries filter={filter} onActor={(actor) => update({ actor })} />
    </section>
  );
}
