import { assessmentTasks, dashboardCopy } from '@exitcraft/shared/content/dashboard';
import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import { href } from '@exitcraft/shared/routes';
import type { OnboardingState } from '@exitcraft/shared/schemas/onboarding';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/**
 * Step 3's three tasks. A task shows "View Result" once that assessment is submitted, judged per
 * task from the server's state (not by the step number, which marks the wrong task done when the
 * assessments are taken out of order).
 */
export function AssessmentTasks({ assessments }: { assessments: OnboardingState['assessments'] }) {
  return (
    // three columns only where the panel itself is wide enough for them (a container query): beside
    // the sidebar and the plan, a wide window still leaves each card too narrow for its title
    <div className="@container mt-4">
      <ul className="grid gap-3 @2xl:grid-cols-3">
        {assessmentTasks.map((task) => {
          const done = assessments[task.kind];
          // "View All Details" leads to the sidebar's page for that service
          const pages = instrumentDescriptor(task.kind).routes;
          return (
            <li key={task.kind} className="flex flex-col rounded-xl border border-slate-200 p-4">
              <h4 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-navy-900">
                {task.title}
                {done && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Done
                  </span>
                )}
              </h4>
              <p className="mt-1 flex-1 text-sm text-slate-600">{task.description}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={href(pages.tool)}
                  className={buttonClasses('ghost', 'sm', 'border border-slate-300')}
                  aria-label={`${dashboardCopy.viewAllDetails}: ${task.title}`}
                >
                  {dashboardCopy.viewAllDetails}
                </Link>
                <Link
                  to={done ? href(pages.result) : task.assessmentPath}
                  className={buttonClasses(done ? 'secondary' : 'primary', 'sm')}
                  aria-label={`${done ? dashboardCopy.viewResult : dashboardCopy.viewAssessment}: ${task.title}`}
                >
                  {done ? dashboardCopy.viewResult : dashboardCopy.viewAssessment}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
