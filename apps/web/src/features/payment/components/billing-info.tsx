import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { useId } from 'react';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        className="mt-1 h-11 w-full rounded-lg border border-slate-200 bg-slate-50 px-3 text-slate-800"
      />
    </div>
  );
}

/** Billing Information: read-only, from the signed-in user. */
export function BillingInfo({ fullName, email }: { fullName: string; email: string }) {
  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title" className="text-lg font-bold text-navy-900">
        {checkoutCopy.billingInformation}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ReadOnlyField label={checkoutCopy.fullName} value={fullName} />
        <ReadOnlyField label={checkoutCopy.emailAddress} value={email} />
      </div>
    </section>
  );
}
