import { type AssessmentKind, instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { toolOverviews } from '@exitcraft/shared/content/exit-readiness';
import { lazy, Suspense } from 'react';
import { JoinPrompt } from '../../../components/ui/join-prompt.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';

// A signed-in person's status and history (the API, the shared descriptors and zod with them) are a
// chunk of their own: a visitor reads the overview and never downloads them (decision 043).
const MemberStatus = lazy(async () => ({ default: (await import('./tool-member-status.tsx')).MemberStatus }));
const statusLoading = (
  <div className="h-40 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
    <span className="sr-only">Loading your status</span>
  </div>
);

/*
 * The sidebar's three tool pages (/brand-diagnostic-details, /roicalculation, /brandassets):
 * one screen filled from the instrument's content. Public: a visitor sees the overview with
 * "Register for Free" and "Login"; a signed-in person also sees their status, the way in
 * (Start, Resume or Retake), "View Result" and the history with its trend.
 */

export function ToolPage({ kind }: { kind: AssessmentKind }) {
  const tool = toolOverviews[kind];
  const instrument = instruments[kind];
  const questions = instrumentItems(instrument).length;
  const { status } = useSession();
  usePageMeta(tool.title, tool.measures);
  return (
    <div className="max-w-4xl space-y-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Exit readiness tools</p>
        <h1 className="mt-1 text-3xl font-bold text-navy-900">{tool.title}</h1>
      </header>
      <section aria-labelledby="overview-title" className="rounded-2xl border border-slate-200 p-6">
        <h2 id="overview-title" className="text-lg font-bold text-navy-900">
          Overview
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600">What it measures</dt>
            <dd className="text-navy-900">{tool.measures}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Questions</dt>
            <dd className="font-semibold text-navy-900">
              {questions} in {instrument.sections.length} sections
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Time it takes</dt>
            <dd className="font-semibold text-navy-900">About {tool.minutes} minutes</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600">What the result shows</dt>
            <dd className="text-navy-900">{tool.resultShows}</dd>
          </div>
        </dl>
      </section>
      {status === 'authenticated' ? (
        <Suspense fallback={statusLoading}>
          <MemberStatus kind={kind} />
        </Suspense>
      ) : status === 'loading' ? (
        <p className="text-slate-600" aria-busy="true">
          Checking your session…
        </p>
      ) : (
        <JoinPrompt
          title={`Take the ${tool.title} free`}
          text="Register to take it, keep your results and see how they change over time."
        />
      )}
    </div>
  );
}
