import { z } from 'zod';

/*
 * Email preferences and one-click unsubscribe (issue 31, decision 040). Four kinds of reminder,
 * each on or off; the weekly digest's weekday and the time zone whose morning it is sent in.
 */

export const reminderKinds = ['onboarding_nudge', 'unfinished_draft', 'weekly_digest', 'retake_reminder'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderKindLabels: Record<ReminderKind, { title: string; text: string }> = {
  onboarding_nudge: { title: 'Onboarding nudges', text: 'A reminder when a step of your onboarding waits for 3 days.' },
  unfinished_draft: {
    title: 'Unfinished assessments',
    text: 'A reminder when an assessment draft is untouched for 2 days.',
  },
  weekly_digest: { title: 'Weekly plan digest', text: 'Your plan’s actions due this week and what you did last week.' },
  retake_reminder: { title: 'Retake reminders', text: '90 days after a submission, a reminder to retake it.' },
};

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const timeZoneMessage = 'Choose a time zone from the list.';

/** An IANA zone the runtime knows (Intl refuses the others). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

export const emailPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(reminderKinds.map((kind) => [kind, z.boolean()])) as Record<ReminderKind, z.ZodBoolean>,
  ),
  /** 0 Sunday .. 6 Saturday */
  digest_weekday: z.number().int().min(0).max(6),
  time_zone: z.string().refine(isTimeZone, timeZoneMessage),
  /** false until the member or their browser set the zone: the web app then sends the browser's */
  time_zone_set: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesRequestSchema = emailPreferencesSchema.omit({ time_zone_set: true }).partial().extend({
  kinds: emailPreferencesSchema.shape.kinds.partial().optional(),
});
export type EmailPreferencesRequest = z.infer<typeof emailPreferencesRequestSchema>;

export const unsubscribeRequestSchema = z.object({ token: z.string().min(1).max(512) });
export const unsubscribeResponseSchema = z.object({
  /** the kind turned off, or `all` */
  kind: z.union([z.enum(reminderKinds), z.literal('all')]),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const unsubscribeInvalidMessage =
  'This unsubscribe link is not valid. Sign in and open Settings to change your email preferences.';
export const unsubscribeUsedMessage =
  'This unsubscribe link was already used. Sign in and open Settings to change your email preferences.';
export const unsubscribedMessage = (kind: ReminderKind | 'all') =>
  kind === 'all'
    ? 'You are unsubscribed from every reminder email. Emails about your account and payments still reach you.'
    : `You are unsubscribed from “${reminderKindLabels[kind].title}”. You can turn it back on in Settings.`;
