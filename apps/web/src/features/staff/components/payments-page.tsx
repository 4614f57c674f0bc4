import { type StaffPaymentRow, type StaffPaymentStatus, staffPaymentStatuses } from '@exitcraft/shared/schemas/staff';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClasses } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { apiErrorMessage, showApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { downloadPaymentsCsv, isStepUpRequired, usePayments, useRefund } from '../api.ts';
import { useStepUp } from './step-up.tsx';

const statusLabels: Record<StaffPaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};

const money = (payment: StaffPaymentRow) => formatMoney(payment.amount / 100, payment.currency.toUpperCase());

export function PaymentsPage() {
  usePageMeta('Payments — Staff', 'Payments by status, with refunds.');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (staffPaymentStatuses as readonly string[]).includes(raw) ? (raw as StaffPaymentStatus) : undefined;
  const payments = usePayments(status);
  const refund = useRefund();
  const withStepUp = useStepUp();
  const [target, setTarget] = useState<StaffPaymentRow | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    if (!reason.trim()) {
      setError('Give a reason.');
      return;
    }
    setBusy(true);
    try {
      const result = await withStepUp(() => refund.mutateAsync({ id: target.id, reason: reason.trim() }));
      toast.success(result.changed ? 'Payment refunded.' : 'This payment was already refunded.');
      setTarget(null);
    } catch (failure) {
      if (!isStepUpRequired(failure)) setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadPaymentsCsv(status);
    } catch (failure) {
      showApiError(failure);
    } finally {
      setExporting(false);
    }
  }

  const rows = payments.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <section aria-labelledby="payments-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="payments-title" className="text-2xl font-bold text-navy-900">
          Payments
        </h1>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
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

      <div className="mt-6" aria-live="polite" aria-busy={payments.isFetching}>
        {payments.isPending ? (
          <Spinner label="Loading payments…" />
        ) : payments.isError ? (
          <LoadError message={apiErrorMessage(payments.error)} onRetry={() => void payments.refetch()} />
        ) : rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No payments in this view.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {rows.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">
                      {money(payment)} · {payment.status}
                      {payment.coupon_code ? ` · ${payment.coupon_code}` : ''}
                    </p>
                    <Link to={`/staff/people/${payment.user_id}`} className="break-all text-navy-700 underline">
                      {payment.user_email}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {new Date(payment.paid_at ?? payment.created_at).toLocaleString('en-US', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                      {payment.invoice_number ? ` · ${payment.invoice_number}` : ''} · {payment.provider}
                    </p>
                  </div>
                  {payment.status === 'completed' && (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => {
                        setReason('');
                        setError(undefined);
                        setTarget(payment);
                      }}
                      aria-label={`Refund ${money(payment)} to ${payment.user_email}`}
                    >
                      Refund
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {payments.hasNextPage && (
              <Button
                variant="ghost"
                className="mt-4"
                onClick={() => void payments.fetchNextPage()}
                disabled={payments.isFetchingNextPage}
              >
                {payments.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </div>

      <Modal open={target !== null} onClose={() => setTarget(null)} title="Refund this payment">
        {target && (
          <form onSubmit={confirm} noValidate>
            <p className="text-slate-700">
              {money(target)} goes back to {target.user_email} in full, and their membership ends unless another payment
              holds it. This cannot be undone.
            </p>
            <div className="mt-4">
              <FieldShell id="refund-reason" label="Reason (kept in the audit log)" error={error}>
                <textarea
                  id="refund-reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  maxLength={500}
                  rows={3}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'refund-reason-error' : undefined}
                  className={inputClasses(Boolean(error))}
                  data-autofocus
                />
              </FieldShell>
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setTarget(null)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? 'Refunding…' : 'Refund'}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
