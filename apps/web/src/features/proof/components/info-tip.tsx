import { useEffect, useId, useRef, useState } from 'react';

interface InfoTipProps {
  /** What the tip explains, for the button's accessible name. */
  subject: string;
  children: string;
}

/**
 * An (i) button with a tooltip. Keyboard: focus shows it, Escape hides it, Enter toggles it. Touch:
 * a tap toggles it (a tap also focuses the button, so focus opens it only when no pointer pressed
 * it). Mouse: hover shows it. It sits below the claim, full width, so it never overflows a phone screen.
 */
export function InfoTip({ subject, children }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  // how the last press began: 'touch' and 'pen' toggle, 'mouse' keeps open what hover opened
  const pointer = useRef<string | null>(null);
  const tipId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={`More about: ${subject}`}
        aria-describedby={tipId}
        aria-expanded={open}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onFocus={() => {
          if (pointer.current === null) setOpen(true);
        }}
        onBlur={() => {
          pointer.current = null;
          setOpen(false);
        }}
        onClick={() => {
          const from = pointer.current;
          pointer.current = null;
          // a click from the keyboard (Enter, Space) or a tap toggles; a mouse click keeps it open
          setOpen((wasOpen) => (from === 'mouse' ? true : !wasOpen));
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setOpen(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setOpen(false);
        }}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-navy-700 hover:bg-navy-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.2 14.5H8.8v-1.3h.6V10h-.6V8.7h2.4v4.5h.6z" />
        </svg>
      </button>
      <span
        id={tipId}
        role="tooltip"
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-2 rounded-lg bg-navy-900 p-4 text-sm leading-relaxed text-white shadow-xl"
      >
        {children}
      </span>
    </>
  );
}
