import type { Payment } from '@exitcraft/shared/schemas/payments';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney, lazyDateFormat } from '../../../lib/format.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { type PaymentDocument, useDownloadDocument, usePurchaseHistory } from '../api.ts';
import { hiddenRefreshMs } from '../history-polling.ts';
import { SettingsScreen } from './settings-screen.tsx';

/** Member-area section 8, purchase history. */
export const historyMessages = {
  sessionExpired: 'Session expired. Please log in again.',
  forbidden: 'Access denied. Please check your permissions.',
  invalidBody: 'Invalid response format from server',
  empty: 'No payment history found',
  downloadFailed: (kind: PaymentDocument) => `Failed to download ${kind}. Please try again.`,
} as const;

function loadFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to fetch payments';
  if (error.code === 'invalid_reply') return historyMessages.invalidBody;
  if (error.status === 401) return historyMessages.sessionExpired;
  if (error.status === 403) return historyMessages.forbidden;
  if (error.status === 0) return error.message;
  return `Failed to fetch payments: ${error.status} ${error.readable ? error.message : ''}`.trim();
}

const statusStyles: Record<string, string> = {
  completed: 'bg-green-100 text-green-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  refunded: 'bg-orange-100 text-orange-900',
  pending: 'bg-yellow-100 text-yellow-900',
  processing: 'bg-yellow-100 text-yellow-900',
};

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace('_', ' ');
const paymentType = (status: string) => (status === 'completed' || status === 'succeeded' ? 'Credit Card' : 'Card');
/** Paid payments have documents (a number is given at fulfilment, or on the first download). */
const isPaid = (payment: Payment) =>
  payment.invoice_number !== null || ['completed', 'refunded', 'on_hold'].includes(payment.status);
const dateFormat = lazyDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const timeFormat = lazyDateFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {statusLabel(status)}
    </span>
  );
}

/** Refetch when the tab comes back after being hidden for more than 2 minutes. */
function useRefetchAfterHidden(refetch: () => void) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    // subscribed once per mount, so a render while hidden does not restart the count
    let hiddenAt: number | null = document.hidden ? Date.now() : null;
    const onChange = () => {
      if (document.hidden) hiddenAt = Date.now();
      else {
        if (hiddenAt !== null && Date.now() - hiddenAt > hiddenRefreshMs) latest.current();
        hiddenAt = null;
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}

/** /historyView: the user's payments, with their receipts and invoices as PDFs. */
export function HistoryPage() {
  const history = usePurchaseHistory();
  const download = useDownloadDocument();
  const [details, setDetails] = useState<Payment | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { refetch } = history;
  useRefetchAfterHidden(() => void refetch());

  const fetchDocument = (payment: Payment, kind: PaymentDocument) => {
    setDownloadError(null);
    download.mutate(
      { id: payment.id, kind },
      { onError: () => setDownloadError(historyMessages.downloadFailed(kind)) },
    );
  };

  return (
    <SettingsScreen
      title="Purchase History"
      description="Your payments, receipts and invoices."
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {history.data?.user_paid_status && (
            <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
              Premium Active
            </span>
          )}
          <Button size="sm" variant="secondary" onClick={() => void refetch()} disabled={history.isFetching}>
            {history.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      }
    >
      {history.dataUpdatedAt > 0 && (
        <p className="-mt-3 mb-4 text-sm text-slate-600">
          Last updated:{' '}
          <time dateTime={new Date(history.dataUpdatedAt).toISOString()}>
            {timeFormat.format(history.dataUpdatedAt)}
          </time>
        </p>
      )}
      {downloadError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {downloadError}
        </p>
      )}
      <QueryView
        query={history}
        loading={<Spinner label="Loading your purchase history" />}
        errorMessage={loadFailure}
        retryLabel="Try Again"
        isEmpty={(data) => data.payments.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {historyMessages.empty}
          </p>
        }
      >
        {({ payments }) => (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Your payments, newest first</caption>
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    {['Item', 'Type', 'Date', 'Amount', 'Status', 'Payment Type', 'Actions'].map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {payments.map((payment) => (
                    <tr key={payment.id}>
                      <td className="px-3 py-3 font-semibold text-navy-900">{payment.product_name}</td>
                      <td className="px-3 py-3">Plan</td>
                      <td className="px-3 py-3 whitespace-nowrap">{formatDate(payment.created_at)}</td>
                      <td className="px-3 py-3 whitespace-nowrap">{formatMoney(payment.amount, payment.currency)}</td>
                      <td className="px-3 py-3">
                        <StatusBadge status={payment.status} />
                      </td>
                      <td className="px-3 py-3">{paymentType(payment.status)}</td>
                      <td className="px-3 py-3">
                        <PaymentActions payment={payment} onDocument={fetchDocument} onDetails={setDetails} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="md:hidden">
              <p className="mb-3 text-sm font-semibold text-slate-600">
                {payments.length} {payments.length === 1 ? 'transaction' : 'transactions'}
              </p>
              <ul className="flex flex-col gap-3">
                {payments.map((payment) => (
                  <li key={payment.id} className="rounded-xl border border-slate-200 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-semibold text-navy-900">{payment.product_name}</p>
                        <p className="text-sm text-slate-600">
                          Plan · {formatDate(payment.created_at)} · {paymentType(payment.status)}
                        </p>
                      </div>
                      <StatusBadge status={payment.status} />
                    </div>
                    <p className="mt-2 text-lg font-bold text-navy-900">
                      {formatMoney(payment.amount, payment.currency)}
                    </p>
                    <div className="mt-3">
                      <PaymentActions payment={payment} onDocument={fetchDocument} onDetails={setDetails} />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </QueryView>
      <Modal open={details !== null} onClose={() => setDetails(null)} title="Transaction Details" size="max-w-lg">
        {details && <TransactionDetails payment={details} onDocument={fetchDocument} busy={download.isPending} />}
      </Modal>
    </SettingsScreen>
  );
}

function PaymentActions({
  payment,
  onDocument,
  onDetails,
}: {
  payment: Payment;
  onDocument: (payment: Payment, kind: PaymentDocument) => void;
  onDetails: (payment: Payment) => void;
}) {
  const name = `${payment.product_name}, ${formatDate(payment.created_at)}`;
  // wraps rather than pushing the table past its column (the table sits beside the sidebar)
  return (
    <div className="flex flex-wrap gap-2">
      {isPaid(payment) && (
        <>
          <Button
            size="sm"
            variant="ghost"
            className="border border-slate-300"
            aria-label={`Receipt for ${name}`}
            onClick={() => onDocument(payment, 'receipt')}
          >
            Receipt
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="border border-slate-300"
            aria-label={`Invoice for ${name}`}
            onClick={() => onDocument(payment, 'invoice')}
          >
            Invoice
          </Button>
        </>
      )}
      <Button size="sm" variant="secondary" aria-label={`Details of ${name}`} onClick={() => onDetails(payment)}>
        Details
      </Button>
    </div>
  );
}

function TransactionDetails({
  payment,
  onDocument,
  busy,
}: {
  payment: Payment;
  onDocument: (payment: Payment, kind: PaymentDocument) => void;
  busy: boolean;
}) {
  const rows: [string, string][] = [
    ['Item', payment.product_name],
    ['Type', 'Plan'],
    ['Amount', formatMoney(payment.amount, payment.currency)],
    ['Status', statusLabel(payment.status)],
    ['Payment Type', paymentType(payment.status)],
    ['Date', `${formatDate(payment.created_at)}, ${timeFormat.format(new Date(payment.created_at))}`],
    ['Customer', payment.customer_name],
    ['Company', payment.company_name ?? '—'],
    ['Email', payment.email ?? '—'],
    ['Invoice Number', payment.invoice_number ?? 'Not issued yet'],
    ['Payment Reference', payment.stripe_payment_intent_id ?? payment.stripe_session_id],
  ];
  return (
    <div className="mt-4">
      <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere] text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      {isPaid(payment) ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button disabled={busy} onClick={() => onDocument(payment, 'receipt')}>
            Download Receipt
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onDocument(payment, 'invoice')}>
            Download Invoice
          </Button>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-600">
          The receipt and invoice are available once the payment is complete.
        </p>
      )}
    </div>
  );
}
