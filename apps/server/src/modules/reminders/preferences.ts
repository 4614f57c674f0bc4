import {
  type EmailPreferences,
  type EmailPreferencesRequest,
  type ReminderKind,
} from '@exitcraft/shared/schemas/email-preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailPreferences } from '../../db/schema.ts';

type Row = typeof emailPreferences.$inferSelect;

export const kindColumns = {
  onboarding_nudge: 'onboardingNudge',
  unfinished_draft: 'unfinishedDraft',
  weekly_digest: 'weeklyDigest',
  retake_reminder: 'retakeReminder',
} as const satisfies Record<ReminderKind, keyof Row>;

export const defaultPreferences: EmailPreferences = {
  kinds: { onboarding_nudge: true, unfinished_draft: true, weekly_digest: true, retake_reminder: true },
  digest_weekday: 1,
  time_zone: 'UTC',
  time_zone_set: false,
};

export function preferencesOf(row: Row | undefined): EmailPreferences {
  if (!row) return defaultPreferences;
  return {
    kinds: {
      onboarding_nudge: row.onboardingNudge,
      unfinished_draft: row.unfinishedDraft,
      weekly_digest: row.weeklyDigest,
      retake_reminder: row.retakeReminder,
    },
    digest_weekday: row.digestWeekday,
    time_zone: row.timeZone,
    time_zone_set: row.timeZoneSet,
  };
}

/** GET /account/email-preferences/: the caller's, or the defaults. */
export async function readPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return preferencesOf(row);
}

/** PATCH /account/email-preferences/: change what the request names; answers the whole. */
export async function writePreferences(
  db: Pick<Db, 'select' | 'insert'>,
  userId: string,
  request: EmailPreferencesRequest,
  now: Date,
): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  const current = preferencesOf(row);
  const next: EmailPreferences = {
    kinds: { ...current.kinds, ...request.kinds },
    digest_weekday: request.digest_weekday ?? current.digest_weekday,
    time_zone: request.time_zone ?? current.time_zone,
    time_zone_set: current.time_zone_set || request.time_zone !== undefined,
  };
  const values = {
    onboardingNudge: next.kinds.onboarding_nudge,
    unfinishedDraft: next.kinds.unfinished_draft,
    weeklyDigest: next.kinds.weekly_digest,
    retakeReminder: next.kinds.retake_reminder,
    digestWeekday: next.digest_weekday,
    timeZone: next.time_zone,
    timeZoneSet: next.time_zone_set,
    updatedAt: now,
  };
  await db
    .insert(emailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: values });
  return next;
}
