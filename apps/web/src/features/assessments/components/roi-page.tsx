import { type CurrencyCode, defaultCurrency, formatCurrency } from '@exitcraft/shared/content/currencies';
import { instrumentDescriptors } from '@exitcraft/shared/instruments';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { Draft } from '../drafts.ts';
import { parseAmount, sumAmounts } from '../money.ts';
import { useDraft } from '../use-draft.ts';
import { useSubmitFlow } from '../use-submit.ts';
import { AssessmentFrame, SectionProgress } from './assessment-frame.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { DraftLoader } from './draft-loader.tsx';
import { SectionNav } from './section-nav.tsx';

const { instrument, issueSections } = instrumentDescriptors.roi;

/** /roiassignment: what each unsolved issue costs a year, in seven sections (member-area 2, 4, 5). */
export function RoiAssessmentPage() {
  usePageMeta('ROI/COI Calculator', 'Put a yearly cost on the issues your business leaves unsolved.');
  return <DraftLoader kind="roi">{(restored) => <RoiForm restored={restored} />}</DraftLoader>;
}

function RoiForm({ restored }: { restored: { draft: Draft; source: 'local' | 'server' } | null }) {
  const controls = useDraft('roi', restored);
  const submit = useSubmitFlow('roi', controls);
  const { answers, currentSection } = controls.draft;
  const currency: CurrencyCode = controls.draft.currency ?? defaultCurrency;
  const total = instrument.sections.length;
  const section = issueSections[currentSection - 1] ?? issueSections[0]!;
  const itemIds = instrument.sections[currentSection - 1]?.items.map((item) => item.id) ?? [];

  return (
    <AssessmentFrame title="ROI/COI CALCULATOR" controls={controls}>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-48 flex-1">
          <SectionProgress current={currentSection} total={total} />
        </div>
        <CurrencyPicker value={currency} onChange={controls.setCurrency} />
      </div>
      <form
        noValidate
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <section aria-labelledby="roi-section-title">
          <h2 id="roi-section-title" className="text-xl font-bold text-navy-900">
            Section {currentSection}: {section.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">What does each issue cost your business in a year?</p>
          <div className="mt-4 space-y-5">
            {section.issues.map((issue) => (
              <fieldset key={issue.id} className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 font-semibold text-navy-900">{issue.name}</legend>
                <div className="space-y-3">
                  {issue.questions.map((question, index) => {
                    const id = `${issue.id}_${index + 1}`;
                    const value = answers[id];
                    return (
                      <div key={id} data-item={id} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center">
                        <label htmlFor={`amount-${id}`} className="text-sm text-slate-800">
                          {question}
                        </label>
                        <input
                          id={`amount-${id}`}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder={formatCurrency(0, currency)}
                          value={typeof value === 'number' ? formatCurrency(value, currency) : ''}
                          onChange={(event) => controls.setAnswer(id, parseAmount(event.target.value))}
                          className="h-11 w-full rounded-lg border border-slate-300 px-3 text-right text-base tabular-nums focus:outline-2 focus:outline-gold-400"
                        />
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
          <p
            aria-live="polite"
            className="mt-4 flex justify-between rounded-xl bg-navy-50 px-4 py-3 font-semibold text-navy-900"
          >
            <span>Section subtotal</span>
            <span className="tabular-nums">{formatCurrency(sumAmounts(answers, itemIds), currency)}</span>
          </p>
        </section>
        <SectionNav
          current={currentSection}
          total={total}
          submitting={submit.pending}
          onSection={controls.setSection}
        />
      </form>
    </AssessmentFrame>
  );
}
