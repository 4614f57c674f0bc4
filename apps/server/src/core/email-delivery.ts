import type { MailLog } from '../adapters/mailer/types.ts';

export interface DeliveryOptions {
  log?: MailLog;
  /** Deliver only messages to these addresses (e.g. a test that shares the database with others). */
  recipients?: string[];
}

/**
 * The loop that sends the email outbox (modules/mail builds it). A module that queues an email
 * calls notify() so it leaves now rather than at the next poll.
 */
export interface EmailDelivery {
  /**
   * Sends every due message once (only those to `recipients` when given); returns how many were
   * sent. Tests call it instead of waiting for the loop.
   */
  deliverDueEmails(options?: DeliveryOptions): Promise<number>;
  /** Polls in the background until stop(); notify() asks for a pass now. */
  start(log: MailLog, pollMs?: number): void;
  notify(): void;
  stop(): Promise<void>;
}
