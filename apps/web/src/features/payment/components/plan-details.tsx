import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { formatMoney } from '../../../lib/format.ts';

interface PlanDetailsProps {
  listPrice: number;
  price: number;
}

/** Plan Details: name, price (with the "Actual price" once a coupon applies), Total, what is included. */
export function PlanDetails({ listPrice, price }: PlanDetailsProps) {
  const discounted = price < listPrice;
  return (
    <section aria-labelledby="plan-details-title">
      <h2 id="plan-details-title" className="text-lg font-bold text-navy-900">
        {checkoutCopy.planDetails}
      </h2>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-navy-900">{checkoutCopy.planName}</p>
          <p className="text-sm text-slate-600">{checkoutCopy.oneTime}</p>
        </div>
        <div className="text-right">
          <p className="font-semibold text-navy-900">
            <span className="sr-only">{checkoutCopy.priceLabel}: </span>
            {formatMoney(price)}
          </p>
          {discounted && (
            <p className="text-sm text-slate-600">
              {checkoutCopy.actualPrice}: <s>{formatMoney(listPrice)}</s>
            </p>
          )}
        </div>
      </div>
      <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        {checkoutCopy.included.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 shrink-0 text-emerald-600"
              fill="currentColor"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between border-t border-slate-200 pt-4 text-lg font-bold text-navy-900">
        <span>{checkoutCopy.total}</span>
        <span>{formatMoney(price)}</span>
      </div>
    </section>
  );
}
