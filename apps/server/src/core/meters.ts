import type { Registry } from 'prom-client';

/** How a Confidante answer ended; `cancelled`: the member left before it was complete. */
export type ConfidanteOutcome = 'answered' | 'failed' | 'timeout' | 'cancelled';

/** How a Stripe webhook delivery ended: the handler's outcome, or refused / failed before one. */
export type WebhookResult = 'processed' | 'held' | 'duplicate' | 'ignored' | 'rejected' | 'failed';

/**
 * What the modules count as it happens on this instance, for GET /metrics (modules/metrics builds
 * it, src/deps.ts hands it to every module). What the database knows (payments, the email outbox)
 * is read from it at each scrape instead, so every instance reports the same truth.
 */
export interface Meters {
  /** One registry per app (tests build several apps in one process). */
  readonly registry: Registry;
  /** A browser error report (POST /client-errors/). */
  clientError(kind: string): void;
  /** One Confidante answer: how it ended, how long it took, and the tokens the model reported. */
  confidanteAnswer(answer: {
    mode: 'library' | 'model';
    outcome: ConfidanteOutcome;
    seconds: number;
    tokens?: { prompt: number; completion: number };
  }): void;
  /** One Stripe webhook delivery, by event type ('unverified' when the signature failed) and result. */
  webhookEvent(type: string, result: WebhookResult): void;
  /** Registers a count of open streams on this instance, read at each scrape and summed. */
  openStreams(count: () => number): void;
}
