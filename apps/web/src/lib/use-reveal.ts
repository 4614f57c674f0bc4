import { useEffect, useState } from 'react';

/**
 * How many of a long page's `total` parts to render now: the first at once, then one more in each
 * frame after the browser has painted the last. No one task then renders, styles and lays out the
 * whole page, which on a phone took more than 50 ms for the business details form (decision 053).
 * A page in a hidden tab paints nothing, and a hidden tab's frames do not come, so it gets every
 * part at once.
 */
export function useRevealInTurns(total: number): number {
  const [shown, setShown] = useState(() => Math.min(1, total));
  useEffect(() => {
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.hidden) {
      timer = setTimeout(() => setShown(total));
      return () => clearTimeout(timer);
    }
    // a frame's callback runs before that frame paints; the timer's task comes after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((count) => Math.min(count + 1, total)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}
