import { type StaffPaymentRow, type StaffPaymentStatus, staffPaymentStatuses } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { useCsvExport } from '../api/export.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { downloadPaymentsCsv } from '../api/payments.ts';
import { PaymentsList } from './payments/payments-list.tsx';
import { RefundDialog } from './payments/refund-dialog.tsx';

const statusLabels: Record<StaffPaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Payments by status (the URL keeps it), their CSV, and refunds. */
export function PaymentsPage() {
  usePageMeta('Payments — Staff', 'Payments by status, with refunds.');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (staffPaymentStatuses as readonly string[]).includes(raw) ? (raw as StaffPaymentStatus) : undefined;
  const [refunding, setRefunding] = useState<StaffPaymentRow | null>(null);
  const csv = useCsvExport(downloadPaymentsCsv);

  return (
    <section aria-labelledby="payments-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="payments-title" className="text-2xl font-bold text-navy-900">
          Payments
        </h1>
        <Button variant="secondary" size="sm" onClick={() => csv.mutate(status)} disabled={csv.isPending}>
          {csv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <div className="mt-4 max-w-xs">
        <label htmlFor="payments-status" className="mb-1 block text-sm font-medium text-navy-900">
          Status
        </label>
        <select
          id="payments-status"
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          className={inputClasses(false)}
        >
          <option value="">Every status</option>
          {staffPaymentStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <PaymentsList status={status} onRefund={setRefunding} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
