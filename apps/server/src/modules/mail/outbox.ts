import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

export interface OutgoingEmail {
  /** what the message is for, e.g. 'register-otp', 'receipt' */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers of a non-transactional message (List-Unsubscribe, RFC 8058) */
  headers?: Record<string, string>;
}

/**
 * Queue a message in the database. Delivery happens outside the request (with retries), so a
 * failing mail server loses nothing and never fails the request that queued the message.
 * Pass a transaction as `db` to queue atomically with the change that caused the message.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, message: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values(message);
}
