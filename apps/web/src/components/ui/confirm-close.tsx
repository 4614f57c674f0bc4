import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';

interface ConfirmCloseProps {
  question: string;
  detail?: ReactNode;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked inside a dialog before closing it would lose something. The focus starts on staying, the
 * safe answer, so a stray Enter changes nothing.
 */
export function ConfirmClose({ question, detail, stayLabel, leaveLabel, onStay, onLeave }: ConfirmCloseProps) {
  const questionId = useId();
  const group = useRef<HTMLDivElement>(null);
  // the first button is the one that stays
  useEffect(() => group.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={group} role="group" aria-labelledby={questionId} className="mt-4 flex flex-col gap-3">
      <p id={questionId} className="font-semibold text-navy-900">
        {question}
      </p>
      {detail && <p className="text-slate-700">{detail}</p>}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <Button onClick={onStay}>{stayLabel}</Button>
        <Button variant="ghost" className="border border-slate-300" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </div>
    </div>
  );
}
