import { faq, faqCopy } from '@exitcraft/shared/content/pricing-faq';
import { useId, useState } from 'react';

/** The 12-question FAQ: each question is a button (Enter or Space toggles it) over its answer. */
export function FaqAccordion() {
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-title" className="text-center text-3xl font-bold text-navy-900">
        {faqCopy.title}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {faq.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const answerId = `${baseId}-a${index}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500"
                >
                  {item.question}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`size-5 shrink-0 text-navy-700 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                    fill="currentColor"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </button>
              </h3>
              <div
                id={answerId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-slate-700"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
