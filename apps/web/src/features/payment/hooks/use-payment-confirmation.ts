import { useEffect, useState } from 'react';
import { refreshUser } from '../../../lib/session.ts';
import { readAccessToken } from '../../../lib/token-storage.ts';
import { getPaymentStatus, type PaymentStatus } from '../api/get-payment-status.ts';
import { classifyPayment, isSettled, type PaymentTier } from '../lib/classify-payment.ts';

export interface ConfirmationOptions {
  /** How many times to ask while the provider has not settled the session yet. */
  attempts?: number;
  /** Pause between those asks. */
  retryMs?: number;
}

export type Confirmation = { phase: 'checking' } | { phase: 'done'; tier: PaymentTier };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
  });

/**
 * Public-site section 4: with an access token and a session_id, ask for the payment status and
 * classify it (a failure counts as guest); then re-read the user so the role is fresh. A Stripe
 * webhook can land a moment after the redirect, so an unsettled session is asked about again.
 */
export function usePaymentConfirmation(
  sessionId: string | null,
  { attempts = 5, retryMs = 1500 }: ConfirmationOptions = {},
): Confirmation {
  const [state, setState] = useState<Confirmation>({ phase: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let status: PaymentStatus | null = null;
      if (sessionId && readAccessToken()) {
        for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt += 1) {
          try {
            status = await getPaymentStatus(sessionId, signal);
          } catch {
            status = null;
            break;
          }
          if (isSettled(status) || attempt === attempts) break;
          await wait(retryMs, signal);
        }
      }
      if (signal.aborted) return;
      await refreshUser();
      if (!signal.aborted) setState({ phase: 'done', tier: classifyPayment(status) });
    })();
    return () => controller.abort();
  }, [sessionId, attempts, retryMs]);

  return state;
}
