import { Button } from '../../../components/ui/button.tsx';

const toTop = () => document.querySelector('h1')?.scrollIntoView?.({ block: 'start' });

/** Previous / Next between an assessment's sections, and Submit on the last one. */
export function SectionNav({
  current,
  total,
  submitting,
  onSection,
}: {
  current: number;
  total: number;
  submitting: boolean;
  onSection: (section: number) => void;
}) {
  const go = (section: number) => {
    onSection(section);
    toTop();
  };
  return (
    <nav aria-label="Sections" className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="ghost"
        className="border border-slate-300"
        disabled={current === 1}
        onClick={() => go(current - 1)}
      >
        Previous
      </Button>
      {current < total ? (
        // distinct keys: were this the same <button> turning into Submit, the click that
        // reaches the last section would go on to submit the form
        <Button key="next" onClick={() => go(current + 1)}>
          Next
        </Button>
      ) : (
        <Button key="submit" type="submit" disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit'}
        </Button>
      )}
    </nav>
  );
}
