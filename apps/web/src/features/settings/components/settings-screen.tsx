import { href } from '@exitcraft/shared/routes';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

/** Where every settings screen's Back goes (member-area section 2: the settings list). */
export const settingsBase = href('settings');

/** The frame of one settings screen: Back to the settings list, the heading, the body. */
export function SettingsScreen({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** Controls beside the heading (Purchase History's Refresh). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageMeta(title, `${title} — Exitcraft account settings.`);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      <Link
        to={settingsBase}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-navy-800 hover:text-navy-950 hover:underline focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <span aria-hidden="true">←</span> Back
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
