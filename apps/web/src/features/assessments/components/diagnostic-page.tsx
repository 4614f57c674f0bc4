import { diagnosticAnswers } from '@exitcraft/shared/content/assessments/diagnostic';
import { instrumentDescriptors } from '@exitcraft/shared/instruments';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { Draft } from '../drafts.ts';
import { useDraft } from '../use-draft.ts';
import { useSubmitFlow } from '../use-submit.ts';
import { AssessmentFrame } from './assessment-frame.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { DraftLoader } from './draft-loader.tsx';

const { instrument } = instrumentDescriptors.diagnostic;
const labels: Record<(typeof diagnosticAnswers)[number], string> = { Y: 'Yes', N: 'No' };
const choices = diagnosticAnswers.map((value) => ({ value, label: labels[value] }));
const itemNumbers = new Map(
  instrument.sections.flatMap((section) => section.items).map((item, index) => [item.id, index + 1] as const),
);
const itemCount = itemNumbers.size;

/** /brand-diagnostic: every yes/no question on one page (member-area sections 2, 4, 5). */
export function DiagnosticAssessmentPage() {
  usePageMeta('Business Assets Checklist', 'Answer yes or no about the assets of your business.');
  return <DraftLoader kind="diagnostic">{(restored) => <DiagnosticForm restored={restored} />}</DraftLoader>;
}

function DiagnosticForm({ restored }: { restored: { draft: Draft; source: 'local' | 'server' } | null }) {
  const controls = useDraft('diagnostic', restored);
  const submit = useSubmitFlow('diagnostic', controls);
  const { answers } = controls.draft;
  const answered = Object.keys(answers).length;

  return (
    <AssessmentFrame title="BUSINESS ASSETS CHECKLIST" controls={controls}>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {answered} of {itemCount} answered
      </p>
      <form
        noValidate
        className="mt-6 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        {instrument.sections.map((section) => (
          <section key={section.id} aria-labelledby={`diagnostic-${section.id}`}>
            <h2 id={`diagnostic-${section.id}`} className="text-xl font-bold text-navy-900">
              {section.name}
            </h2>
            <div className="mt-3 space-y-3">
              {section.items.map((item) => {
                return (
                  <ChoiceGroup
                    key={item.id}
                    itemId={item.id}
                    number={itemNumbers.get(item.id) ?? 0}
                    text={item.text}
                    choices={choices}
                    value={answers[item.id] as 'Y' | 'N' | undefined}
                    onChange={(value) => controls.setAnswer(item.id, value)}
                  />
                );
              })}
            </div>
          </section>
        ))}
        <Button type="submit" size="lg" disabled={submit.pending}>
          {submit.pending ? 'Submitting…' : 'Submit'}
        </Button>
      </form>
    </AssessmentFrame>
  );
}
