import { onboardingButtons, onboardingSteps } from '@exitcraft/shared/content/dashboard';
import { href } from '@exitcraft/shared/routes';
import type { OnboardingState } from '@exitcraft/shared/schemas/onboarding';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useOnboarding } from '../../../lib/onboarding.ts';
import { AdviserBooking } from './adviser-booking.tsx';
import { AssessmentTasks } from './assessment-tasks.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { StepList } from './step-list.tsx';

/** The six-step onboarding (member-area sections 2 and 4), as the server derives it. */
export function OnboardingPanel() {
  const onboarding = useOnboarding();
  return (
    <section aria-labelledby="onboarding-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="onboarding-title" className="text-lg font-bold text-navy-900">
        Your onboarding
      </h2>
      {onboarding.isPending && <PanelSkeleton />}
      {onboarding.isError && (
        <div className="mt-4">
          <LoadError message="We could not load your onboarding." onRetry={() => void onboarding.refetch()} />
        </div>
      )}
      {onboarding.data && <PanelBody state={onboarding.data} />}
    </section>
  );
}

function PanelBody({ state }: { state: OnboardingState }) {
  const copy = onboardingSteps[state.step as keyof typeof onboardingSteps];
  return (
    <div className="mt-4">
      <ProgressBar percent={state.progress} />
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
        <div>
          <StepList step={state.step} />
          {state.business_details_submitted && (
            <Link
              to={href('businessDetailsResult')}
              className="mt-4 inline-block text-sm font-semibold text-navy-700 underline"
            >
              View your business details
            </Link>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="text-xl font-bold text-navy-900">
            <span className="sr-only">Step {state.step}: </span>
            {copy.title}
          </h3>
          <p className="mt-2 text-slate-600">{copy.description}</p>
          {state.step === 1 && (
            <Link to={href('businessDetails')} className={buttonClasses('primary', 'md', 'mt-4')}>
              {onboardingButtons.addDetails}
            </Link>
          )}
          {state.step === 2 && <AdviserBooking />}
          {state.step >= 3 && <AssessmentTasks assessments={state.assessments} />}
        </div>
      </div>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className="mt-4 animate-pulse space-y-3" aria-busy="true" aria-label="Loading your onboarding">
      <div className="h-3 rounded-full bg-slate-200" />
      <div className="h-6 w-1/2 rounded bg-slate-200" />
      <div className="h-16 rounded bg-slate-100" />
    </div>
  );
}
