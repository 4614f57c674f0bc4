import { useCallback, useEffect, useRef, useState } from 'react';

/** "mm:ss" for a number of seconds. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface Countdown {
  /** Whole seconds left, never below 0. */
  remaining: number;
  /** Start the same count again from now. */
  restart: () => void;
}

/**
 * Seconds left until a deadline `seconds` after mount, or after `startedAt` (a time in ms, for a
 * count that began before this mount), or after the last restart; `onExpire` runs
 * once each time the count reaches 0. It reads the clock on every tick rather than counting ticks,
 * so a throttled background tab still shows the right time when it wakes up. Mount the component
 * that uses it when the count should start (e.g. once a status check has answered).
 */
export function useCountdown(
  seconds: number,
  { onExpire, startedAt }: { onExpire?: () => void; startedAt?: number } = {},
): Countdown {
  const [deadline, setDeadline] = useState(() => (startedAt ?? Date.now()) + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

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

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (remaining === 0) expire.current?.();
  }, [remaining]);

  return { remaining, restart };
}
