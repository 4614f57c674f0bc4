import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseButton } from './close-button.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  size?: string;
  /** Hide the visible title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /**
   * For a dialog whose closing would lose something: the close button and Escape call this instead
   * of `onClose` (the host asks, then closes), and a click on the backdrop does nothing.
   */
  onCloseRequest?: () => void;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (the focus trap), Escape
 * and a click on the backdrop close it (unless `onCloseRequest` asks first), and focus returns to
 * where it was when it closes. The element marked
 * `data-autofocus` inside it gets the focus on open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'max-w-md',
  hideTitle = false,
  onCloseRequest,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (the close button); a dialog that asks for input first
      // marks that field with data-autofocus instead
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes cancel and close on to the dialogs around this one (the pricing page's modal
      // holds the code dialog): an Escape meant for this one must not close them too
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        (onCloseRequest ?? onClose)();
      }}
      // the browser may close it without asking (Chrome does on a second Escape with no click
      // between): the host hears of it, or it would think the dialog still open
      onClose={(event) => {
        event.stopPropagation();
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !onCloseRequest) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-navy-950/60`}
    >
      {open && (
        <div className="relative p-6">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pr-10 text-xl font-bold text-navy-900'}>
            {title}
          </h2>
          <CloseButton onClick={onCloseRequest ?? onClose} />
          {children}
        </div>
      )}
    </dialog>
  );
}
