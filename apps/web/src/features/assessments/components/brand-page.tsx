import { brandScale } from '@exitcraft/shared/content/assessments/brand';
import { instrumentDescriptors } from '@exitcraft/shared/instruments';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type Draft } from '../drafts.ts';
import { useDraft } from '../use-draft.ts';
import { useSubmitFlow } from '../use-submit.ts';
import { AssessmentFrame, SectionProgress } from './assessment-frame.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { DraftLoader } from './draft-loader.tsx';
import { SectionNav } from './section-nav.tsx';

const { instrument } = instrumentDescriptors.brand;
/** A new section starts at its top. */
const choices = brandScale.map((step) => ({ value: step.value as number, label: step.label }));

/** /brandassignment: 40 statements in four sections, each rated 1-5 (member-area sections 2, 4, 5). */
export function BrandAssessmentPage() {
  usePageMeta('Brand Diagnostic Assessment', 'Rate forty statements about your brand.');
  return <DraftLoader kind="brand">{(restored) => <BrandForm restored={restored} />}</DraftLoader>;
}

function BrandForm({ restored }: { restored: { draft: Draft; source: 'local' | 'server' } | null }) {
  const controls = useDraft('brand', restored);
  const submit = useSubmitFlow('brand', controls);
  const { answers, currentSection } = controls.draft;
  const total = instrument.sections.length;
  const section = instrument.sections[currentSection - 1] ?? instrument.sections[0]!;
  const offset = instrument.sections.slice(0, currentSection - 1).reduce((sum, s) => sum + s.items.length, 0);
  const answered = section.items.filter((item) => answers[item.id] !== undefined).length;

  return (
    <AssessmentFrame title="BRAND DIAGNOSTIC ASSESSMENT" controls={controls}>
      <SectionProgress current={currentSection} total={total} />
      <form
        noValidate
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <section aria-labelledby="brand-section-title">
          <h2 id="brand-section-title" className="text-xl font-bold text-navy-900">
            Section {currentSection}: {section.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {answered} of {section.items.length} answered
          </p>
          <div className="mt-4 space-y-3">
            {section.items.map((item, index) => (
              <ChoiceGroup
                key={item.id}
                itemId={item.id}
                number={offset + index + 1}
                text={item.text}
                choices={choices}
                value={answers[item.id] as number | undefined}
                onChange={(value) => controls.setAnswer(item.id, value)}
              />
            ))}
          </div>
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
