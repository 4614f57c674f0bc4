import {
  type ReminderKind,
  type UnsubscribeResponse,
  unsubscribedMessage,
  unsubscribeInvalidMessage,
  unsubscribeUsedMessage,
} from '@exitcraft/shared/schemas/email-preferences';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { JobOutcome } from '../../core/job-queue.ts';
import { reminderSends, unsubscribeTokenUses, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { kindColumns, writePreferences } from './preferences.ts';
import { type DueReminder, dueReminders } from './rules.ts';
import { reminderEmail } from './templates.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './tokens.ts';

/*
 * Reminders on the job queue (decision 039/040). `reminders.sweep` (every 15 minutes, or run-due
 * with its own moment) finds what is due and queues one `reminders.send` per cause; the send looks
 * at the cause again at that moment (the draft may have been submitted, the member may have
 * unsubscribed), claims its dedupe key and queues the message in the outbox in one transaction.
 */

export const sweepJob = 'reminders.sweep';
export const sendJob = 'reminders.send';
export const sweepCron = '*/15 * * * *';

interface SweepData {
  /** ISO moment the rules are read at; absent for the cron's ticks: the clock's now */
  at?: string;
}
interface SendData {
  at: string;
  userId: string;
  dedupeKey: string;
}

/** The reminder kinds of job and what runs them: the app (routes.ts) and the jobs CLI both call it. */
export function defineReminderJobs(deps: AppDeps): void {
  deps.jobs.define<SweepData>(sweepJob, async (data) => {
    await sweep(deps, data);
  });
  deps.jobs.define<SendData>(
    sendJob,
    async (data) => {
      await sendReminder(deps, data);
    },
    { retryLimit: 5, retryDelaySeconds: 60 },
  );
}

export function unsubscribeLinks(deps: Pick<AppDeps, 'config'>, userId: string, kind: ReminderKind) {
  const token = signUnsubscribeToken(deps.config.JWT_SECRET, { userId, kind });
  const base = deps.config.APP_URL;
  return {
    unsubscribePage: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
    oneClick: `${base}/unsubscribe/?token=${encodeURIComponent(token)}`,
  };
}

export async function sweep(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>, data: SweepData): Promise<number> {
  const at = data.at ? new Date(data.at) : deps.clock.now();
  const due = await dueReminders(deps.db, at);
  for (const reminder of due) {
    await deps.jobs.enqueue(sendJob, { at: at.toISOString(), userId: reminder.userId, dedupeKey: reminder.dedupeKey });
  }
  return due.length;
}

/** Send one reminder if its cause still holds at its moment and nobody sent it yet. */
export async function sendReminder(
  deps: Pick<AppDeps, 'db' | 'config' | 'emailDelivery'>,
  data: SendData,
): Promise<boolean> {
  const at = new Date(data.at);
  const reminder = (await dueReminders(deps.db, at, data.userId)).find((due) => due.dedupeKey === data.dedupeKey);
  // the cause went away (submitted, unsubscribed, bounced) or another instance sent it
  if (!reminder) return false;
  const sent = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reminderSends)
      .values({ dedupeKey: reminder.dedupeKey, userId: reminder.userId, kind: reminder.kind, sentAt: at })
      .onConflictDoNothing()
      .returning({ key: reminderSends.dedupeKey });
    if (claimed.length === 0) return false;
    const operator = await readSiteSettings(tx);
    await enqueueEmail(tx, message(deps, reminder, operator));
    return true;
  });
  if (sent) deps.emailDelivery.notify();
  return sent;
}

function message(
  deps: Pick<AppDeps, 'config'>,
  reminder: DueReminder,
  operator: Awaited<ReturnType<typeof readSiteSettings>>,
) {
  const links = unsubscribeLinks(deps, reminder.userId, reminder.kind);
  return reminderEmail(
    reminder.to,
    reminder.content,
    {
      action: { href: `${deps.config.APP_URL}${reminder.action.path}`, label: reminder.action.label },
      ...links,
    },
    operator,
  );
}

/** `npm run jobs -- due`: what the sweep would queue at `at`, and the jobs waiting. */
export async function listDue(deps: Pick<AppDeps, 'db' | 'jobs'>, at: Date) {
  const [reminders, counts] = await Promise.all([dueReminders(deps.db, at), deps.jobs.counts()]);
  return {
    reminders: reminders.map((reminder) => ({
      kind: reminder.kind,
      to: reminder.to,
      subject: reminder.content.subject,
      dedupe_key: reminder.dedupeKey,
    })),
    waiting: counts.filter((count) => count.waiting > 0),
  };
}

/** `npm run jobs -- run-due` and the tests: sweep at `at`, run every job due, deliver the outbox. */
export async function runDue(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'emailDelivery'>,
  at: Date,
): Promise<{ jobs: JobOutcome[]; emailsSent: number }> {
  await deps.jobs.enqueue(sweepJob, { at: at.toISOString() });
  const jobs = await deps.jobs.drain();
  const emailsSent = await deps.emailDelivery.deliverDueEmails();
  return { jobs, emailsSent };
}

/**
 * POST /unsubscribe/ (one click from the mail client, or the confirmation page): no session; the
 * signed token names the person and the kind. A forged token is refused with 400, a used one
 * with 410: the nonce is stored in the same transaction that turns the kind off.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
  now: Date,
): Promise<UnsubscribeResponse> {
  const claim = verifyUnsubscribeToken(deps.config.JWT_SECRET, token);
  if (!claim) throw new AppError(400, 'unsubscribe_invalid', unsubscribeInvalidMessage);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
    // a genuine link of an account deleted since: nothing left to unsubscribe
    if (!user) throw new AppError(400, 'unsubscribe_invalid', unsubscribeInvalidMessage);
    const used = await tx
      .insert(unsubscribeTokenUses)
      .values({ nonce: claim.nonce, userId: claim.userId, usedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: unsubscribeTokenUses.nonce });
    if (used.length === 0) throw new AppError(410, 'unsubscribe_used', unsubscribeUsedMessage);
    const off = Object.fromEntries(
      (claim.kind === 'all' ? (Object.keys(kindColumns) as ReminderKind[]) : [claim.kind]).map((kind) => [kind, false]),
    );
    await writePreferences(tx, claim.userId, { kinds: off }, now);
    return { kind: claim.kind, message: unsubscribedMessage(claim.kind) };
  });
}
