import { type RefObject, useEffect } from 'react';

/**
 * Close a popup on Escape, on a click outside `ref`, and on Back or Forward. A link inside the
 * popup closes it on click. Neither compares the route on render: a navigation still loading its
 * page (a React transition) renders the previous route for a while, and a popup opened meanwhile
 * would close by itself when that page arrives.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('popstate', close);
    };
  }, [ref, open, close]);
}
