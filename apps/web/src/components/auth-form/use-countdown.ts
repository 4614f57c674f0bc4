import { useCallback, useEffect, useState } from 'react';

/** "mm:ss" for a number of seconds. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until a deadline `seconds` from now (or from the last restart). It reads the wall
 * clock on every tick rather than counting ticks, so a throttled background tab still shows the
 * right time when it wakes up.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
