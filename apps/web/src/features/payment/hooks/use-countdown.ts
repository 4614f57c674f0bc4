import { useEffect, useRef, useState } from 'react';

interface CountdownOptions {
  /** Start counting only once this is true (e.g. after the payment status check). */
  active?: boolean;
  /** Called once when the count reaches 0. */
  onExpire: () => void;
  /** Length of one tick; tests drive it with fake timers. */
  tickMs?: number;
}

/** Counts whole seconds down from `seconds` to 0, then calls `onExpire` once. */
export function useCountdown(seconds: number, { active = true, onExpire, tickMs = 1000 }: CountdownOptions): number {
  const [remaining, setRemaining] = useState(seconds);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      setRemaining((value) => Math.max(0, value - 1));
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [active, tickMs]);

  useEffect(() => {
    if (active && remaining === 0) expire.current();
  }, [active, remaining]);

  return remaining;
}
