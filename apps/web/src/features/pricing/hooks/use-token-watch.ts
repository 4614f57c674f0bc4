import { useEffect, useRef } from 'react';
import { readAccessToken } from '../../../lib/token-storage.ts';

/** Public-site section 9: the pricing modal checks for an access token every 500 ms. */
export const tokenCheckIntervalMs = 500;

/**
 * While `active`, look for a stored access token every 500 ms and call `onToken` once one
 * appears. Polling storage (rather than listening to the form) also catches a sign-in that
 * finished in another tab.
 */
export function useTokenWatch(active: boolean, onToken: () => void, intervalMs = tokenCheckIntervalMs) {
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (readAccessToken()) {
        window.clearInterval(timer);
        callback.current();
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
}
