import { checkoutCopy } from '@exitcraft/shared/content/pricing';

export function WhatNext() {
  return (
    <section aria-labelledby="what-next-title">
      <h2 id="what-next-title" className="text-lg font-bold text-navy-900">
        {checkoutCopy.whatNextTitle}
      </h2>
      <ol className="mt-4 space-y-3">
        {checkoutCopy.whatNext.map((step, index) => (
          <li key={step} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-gold-400"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
