import type { PanelCopy } from '@exitcraft/shared/content/pricing-services';
import type { ReactNode } from 'react';

interface PlanPanelProps {
  tier: 'guest' | 'member';
  title: string;
  price: string;
  copy: PanelCopy;
  action: ReactNode;
}

/** One side of the selected service: what a Guest or a Member gets of it. */
export function PlanPanel({ tier, title, price, copy, action }: PlanPanelProps) {
  const member = tier === 'member';
  return (
    <article
      aria-label={`${title}: ${copy.headline}`}
      className={`flex flex-col rounded-xl border p-6 shadow-sm sm:p-8 ${
        member ? 'border-gold-400 bg-navy-900 text-white' : 'border-slate-200 bg-white text-slate-800'
      }`}
    >
      <div className="flex items-baseline justify-between gap-4">
        <h3 className={`text-lg font-bold ${member ? 'text-gold-400' : 'text-navy-900'}`}>{title}</h3>
        <p className={`text-sm font-semibold ${member ? 'text-slate-200' : 'text-slate-600'}`}>{price}</p>
      </div>
      <p className={`mt-4 text-2xl font-bold ${member ? 'text-white' : 'text-navy-900'}`}>{copy.headline}</p>
      <ul className="mt-4 flex-1 space-y-3">
        {copy.points.map((point) => (
          <li key={point} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`mt-0.5 size-5 shrink-0 ${member ? 'text-gold-400' : 'text-navy-700'}`}
              fill="currentColor"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            <span className={member ? 'text-slate-100' : 'text-slate-700'}>{point}</span>
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </article>
  );
}
