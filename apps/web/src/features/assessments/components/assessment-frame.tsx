import { type ReactNode, useState } from 'react';
import type { DraftControls } from '../use-draft.ts';
import { BackDialog } from './back-dialog.tsx';
import { lazyDateFormat } from '../../../lib/format.ts';

const pad = (value: number) => String(value).padStart(2, '0');
/** Member-area section 2: today's date as DD/MM/YYYY. */
export function formatToday(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const timeFormat = lazyDateFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The frame of an assessment page: Back (with its dialog), the title, the date and the save line. */
export function AssessmentFrame({
  title,
  controls,
  children,
}: {
  title: string;
  controls: DraftControls;
  children: ReactNode;
}) {
  const [leaving, setLeaving] = useState(false);
  const { lastSaved } = controls.draft;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <button
          type="button"
          onClick={() => setLeaving(true)}
          className="inline-flex items-center gap-1 font-semibold text-navy-700 underline"
        >
          <span aria-hidden="true">←</span> Back
        </button>
        <div className="text-right text-sm text-slate-600">
          <p>
            <span className="sr-only">Today: </span>
            {formatToday(new Date())}
          </p>
          <p role="status">{lastSaved ? `Last saved: ${timeFormat.format(new Date(lastSaved))}` : 'Not saved yet'}</p>
        </div>
      </header>
      <h1 className="mt-6 scroll-mt-24 text-2xl font-bold tracking-wide text-navy-900 sm:text-3xl">{title}</h1>
      {children}
      <BackDialog open={leaving} onClose={() => setLeaving(false)} controls={controls} />
    </div>
  );
}

/** "Section n of m" with a bar. */
export function SectionProgress({ current, total }: { current: number; total: number }) {
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-navy-800">
        Progress: {current}/{total}
      </p>
      <div
        role="progressbar"
        aria-label="Sections"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Section ${current} of ${total}`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
