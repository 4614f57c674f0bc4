import { href } from '@exitcraft/shared/routes';
import type { StaffPaymentRow, StaffPaymentStatus } from '@exitcraft/shared/schemas/staff';
import { Link } from '../../../../lib/router.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { formatMoment } from '../../../../lib/format.ts';
import { usePayments } from '../../api/payments.ts';
import { money } from './money.ts';

/** The payments of one status, newest first, page by page; a completed one offers its refund. */
export function PaymentsList({
  status,
  onRefund,
}: {
  status: StaffPaymentStatus | undefined;
  onRefund: (payment: StaffPaymentRow) => void;
}) {
  const payments = usePayments(status);
  const rows = payments.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <div className="mt-6" aria-live="polite" aria-busy={payments.isFetching}>
      <QueryView
        query={payments}
        loading={<Spinner label="Loading payments…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            No payments in this view.
          </p>
        }
      >
        {() => (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {rows.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">
                      {money(payment)} · {payment.status}
                      {payment.coupon_code ? ` · ${payment.coupon_code}` : ''}
                    </p>
                    <Link
                      to={href('staffPerson', { id: payment.user_id })}
                      className="break-all text-navy-700 underline"
                    >
                      {payment.user_email}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {formatMoment(payment.paid_at ?? payment.created_at)}
                      {payment.invoice_number ? ` · ${payment.invoice_number}` : ''} · {payment.provider}
                    </p>
                  </div>
                  {payment.status === 'completed' && (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => onRefund(payment)}
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
      </QueryView>
    </div>
  );
}
