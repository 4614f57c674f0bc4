import { communityCopy } from '@exitcraft/shared/content/community';
import type { CommunityMessage } from '@exitcraft/shared/schemas/community';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useRemoveMessage, useReportMessage } from '../api.ts';

/** The small menu of one message: Report (others'), Delete (own), Hide for everyone (staff). */
export function MessageActions({ message, isStaff }: { message: CommunityMessage; isStaff: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const report = useReportMessage();
  const remove = useRemoveMessage();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const actions: { label: string; run: () => void; danger?: boolean }[] = [];
  if (!message.mine) {
    actions.push({
      label: communityCopy.report,
      run: () => report.mutate(message.id, { onSuccess: () => toast.success(communityCopy.reported) }),
    });
  }
  if (message.mine) {
    actions.push({ label: communityCopy.delete, danger: true, run: () => remove.mutate({ message, how: 'delete' }) });
  }
  if (isStaff) {
    actions.push({ label: communityCopy.hide, danger: true, run: () => remove.mutate({ message, how: 'hide' }) });
  }
  if (actions.length === 0) return null;

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${communityCopy.actions} (${message.alias}, ${new Date(message.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })})`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-700"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <circle cx="4" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="16" cy="10" r="1.6" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-10 mt-1 min-w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {actions.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                onClick={() => {
                  action.run();
                  close();
                }}
                className={`block w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 ${action.danger ? 'text-red-700' : 'text-navy-900'}`}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
