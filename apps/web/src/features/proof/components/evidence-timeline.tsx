import { proofTimeline } from '@exitcraft/shared/content/proof';

export function EvidenceTimeline() {
  return (
    <section aria-labelledby="timeline-title" className="bg-navy-50">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h2 id="timeline-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          The evidence, step by step
        </h2>
        <ol className="mt-8 space-y-0">
          {proofTimeline.map((step, index) => (
            <li key={step.title} className="relative grid grid-cols-[3rem_1fr] gap-4 pb-8 last:pb-0">
              {index < proofTimeline.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-12 bottom-0 left-6 w-0.5 -translate-x-1/2 bg-navy-100"
                />
              )}
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-navy-900 font-bold text-gold-400"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="pt-2">
                <h3 className="text-lg font-bold text-navy-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
