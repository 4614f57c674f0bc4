import { dashboardCopy } from '@exitcraft/shared/content/dashboard';

export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm font-semibold text-navy-900">{dashboardCopy.completed(percent)}</p>
    </div>
  );
}
