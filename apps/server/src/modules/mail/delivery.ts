import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Mailer, MailLog } from '../../adapters/mailer/types.ts';
import { silentMailLog } from '../../adapters/mailer/types.ts';
import type { DeliveryOptions, EmailDelivery } from '../../core/email-delivery.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export const maxDeliveryAttempts = 8;
const batchSize = 20;
/** A claimed row is hidden this long; if the process dies mid-send, it becomes due again. */
const claimLeaseMs = 5 * 60_000;
const defaultPollMs = 2_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while loses nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export function createEmailDelivery({ db, mailer, clock }: { db: Db; mailer: Mailer; clock: Clock }): EmailDelivery {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let workerLog: MailLog = silentMailLog;
  let pollEveryMs = defaultPollMs;

  async function claimDue(now: Date, recipients: string[] | undefined) {
    // SKIP LOCKED lets several instances share one outbox without sending a message twice;
    // the lease (next_attempt_at pushed forward) keeps it claimed while it is being sent.
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      // a message never tried is due at once, whatever clock stamped its row
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          or(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, now)),
          recipients ? inArray(emailOutbox.to, recipients) : undefined,
        ),
      )
      .orderBy(emailOutbox.createdAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function deliverDueEmails({ log = workerLog, recipients }: DeliveryOptions = {}): Promise<number> {
    if (recipients?.length === 0) return 0;
    const claimed = await claimDue(clock.now(), recipients);
    let sent = 0;
    for (const row of claimed) {
      try {
        await mailer.send(
          { to: row.to, subject: row.subject, text: row.text, html: row.html, ...(row.headers ? { headers: row.headers } : {}) },
          log,
        );
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: clock.now(), lastError: null })
          .where(eq(emailOutbox.id, row.id));
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= maxDeliveryAttempts;
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: reason.slice(0, 1000),
            nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(emailOutbox.id, row.id));
        const fields = { emailId: row.id, kind: row.kind, attempts: row.attempts, err: reason };
        if (giveUp) log.error(fields, 'email delivery failed for good');
        else log.warn(fields, 'email delivery failed; will retry');
      }
    }
    return sent;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    if (stopped || running) return;
    running = deliverDueEmails({ log: workerLog })
      .catch((error: unknown) => workerLog.error({ err: error }, 'email delivery pass failed'))
      .finally(() => {
        running = null;
        schedule(pollEveryMs);
      });
  }

  return {
    deliverDueEmails,
    start(log, pollMs = defaultPollMs) {
      workerLog = log;
      pollEveryMs = pollMs;
      stopped = false;
      schedule(0);
    },
    notify() {
      if (!stopped && !running) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      mailer.close();
    },
  };
}
