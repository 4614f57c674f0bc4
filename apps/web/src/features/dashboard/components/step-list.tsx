import { onboardingSteps } from '@exitcraft/shared/content/dashboard';

const listed = [1, 2, 3] as const;

/** Steps 1-3 on the left, each with a check that turns green once the person is past it. */
export function StepList({ step }: { step: number }) {
  return (
    <ol className="space-y-3" aria-label="Onboarding steps">
      {listed.map((number) => {
        const done = step > number;
        const current = step === number || (number === 3 && step >= 3);
        return (
          <li key={number} className="flex items-start gap-3" aria-current={current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done
                  ? 'bg-emerald-500 text-white'
                  : current
                    ? 'bg-gold-400 text-navy-950'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? '✓' : number}
            </span>
            <span className={`text-sm ${current ? 'font-semibold text-navy-900' : 'text-slate-600'}`}>
              {onboardingSteps[number].title}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
