import type { StaffPersonDetail } from '@exitcraft/shared/schemas/staff';
import { formatMoney } from '../../../../lib/format.ts';
import { when } from './when.ts';

/** The person's payments, newest first as the server lists them. */
export function PersonPayments({ payments }: { payments: StaffPersonDetail['payments'] }) {
  return (
    <>
      <h2 className="mt-8 text-lg font-bold text-navy-900">Payments</h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-slate-700">No payments.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-2 p-3 text-slate-800">
              <span>
                {formatMoney(payment.amount / 100, payment.currency.toUpperCase())} · {payment.status}
                {payment.coupon_code ? ` · ${payment.coupon_code}` : ''}
              </span>
              <span className="text-slate-700">{when(payment.paid_at ?? payment.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
