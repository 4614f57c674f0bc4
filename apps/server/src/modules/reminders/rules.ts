import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { type ReminderKind, weekdays } from '@exitcraft/shared/schemas/email-preferences';
import { onboardingSteps } from '@exitcraft/shared/content/dashboard';
import { href } from '@exitcraft/shared/routes';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessmentDrafts,
  assessmentSubmissions,
  companySurveys,
  emailOutbox,
  emailPreferences,
  onboarding,
  reminderSends,
  users,
} from '../../db/schema.ts';
import { onboardingState } from '../onboarding/index.ts';
import { trackedPlan } from '../plan/index.ts';
import { preferencesOf } from './preferences.ts';
import type { ReminderContent } from './templates.ts';

/*
 * The reminder rules (decision 040): what is due at a moment `at`. Each cause has a dedupe key;
 * a key already in reminder_sends is never due again. Nothing is due to an address whose mail
 * failed for good (the outbox gave up on it: our bounce signal), to an unverified address, or for
 * a kind the member turned off.
 */

export const draftIdleMs = 2 * 86_400_000;
export const onboardingIdleMs = 3 * 86_400_000;
export const retakeAfterMs = 90 * 86_400_000;
/** the digest goes out from this local hour on the chosen weekday, until that day ends */
export const digestHour = 8;

export interface DueReminder {
  kind: ReminderKind;
  userId: string;
  to: string;
  dedupeKey: string;
  content: ReminderContent;
  action: { path: string; label: string };
}

interface Person {
  id: string;
  email: string;
  fullName: string;
  prefs: ReturnType<typeof preferencesOf>;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'there';

/** The people reminders may go to (verified, not bounced), with their preferences; one or all. */
async function people(db: Db, userId?: string): Promise<Person[]> {
  const rows = await db
    .select({ user: users, prefs: emailPreferences })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(
      and(
        eq(users.emailVerified, true),
        userId ? eq(users.id, userId) : undefined,
        sql`not exists (select 1 from ${emailOutbox} where lower(${emailOutbox.to}) = lower(${users.email}) and ${emailOutbox.status} = 'failed')`,
      ),
    );
  return rows.map((row) => ({
    id: row.user.id,
    email: row.user.email,
    fullName: row.user.fullName,
    prefs: preferencesOf(row.prefs ?? undefined),
  }));
}

/** The local date, weekday and hour of `at` in a time zone. */
export function localTime(at: Date, timeZone: string): { date: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday as (typeof weekdays)[number]),
    hour: Number(parts.hour),
  };
}

async function unfinishedDrafts(db: Db, at: Date, who: Map<string, Person>): Promise<DueReminder[]> {
  const drafts = await db
    .select()
    .from(assessmentDrafts)
    .where(
      and(
        lte(assessmentDrafts.savedAt, new Date(at.getTime() - draftIdleMs)),
        inArray(assessmentDrafts.userId, [...who.keys()]),
      ),
    );
  return drafts.flatMap((draft) => {
    const person = who.get(draft.userId);
    if (!person?.prefs.kinds.unfinished_draft) return [];
    const tool = instrumentDescriptor(draft.kind as AssessmentKind);
    return [
      {
        kind: 'unfinished_draft' as const,
        userId: person.id,
        to: person.email,
        // a later save is a new cause; the submission deletes the draft, and the cause with it
        dedupeKey: `unfinished_draft:${person.id}:${draft.kind}:${draft.savedAt.toISOString()}`,
        action: { path: href(tool.routes.take), label: `Finish your ${tool.name}` },
        content: {
          kind: 'unfinished_draft',
          subject: `Your ${tool.name} is waiting for you`,
          lines: [
            `Hi ${firstName(person.fullName)},`,
            `You started your ${tool.name} and last saved it on ${dayFormat.format(draft.savedAt)}. Your answers are kept: pick up where you left off.`,
          ],
        },
      },
    ];
  });
}

async function onboardingNudges(db: Db, at: Date, who: Map<string, Person>): Promise<DueReminder[]> {
  const ids = [...who.keys()].filter((id) => who.get(id)?.prefs.kinds.onboarding_nudge);
  if (ids.length === 0) return [];
  // the last step taken: the latest of the sign-up, the business details, the adviser session and each submission
  const rows = await db
    .select({
      id: users.id,
      last: sql<string>`greatest(${users.createdAt},
        (select max(${assessmentSubmissions.submittedAt}) from ${assessmentSubmissions} where ${assessmentSubmissions.userId} = ${users.id}),
        (select ${companySurveys.submittedAt} from ${companySurveys} where ${companySurveys.userId} = ${users.id}),
        (select ${onboarding.adviserSessionAt} from ${onboarding} where ${onboarding.userId} = ${users.id}))`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const due: DueReminder[] = [];
  for (const row of rows) {
    const last = new Date(row.last);
    if (at.getTime() - last.getTime() < onboardingIdleMs) continue;
    const state = await onboardingState(db, row.id);
    if (state.progress >= 100) continue;
    const person = who.get(row.id);
    if (!person) continue;
    const step = onboardingSteps[state.step as keyof typeof onboardingSteps];
    due.push({
      kind: 'onboarding_nudge',
      userId: person.id,
      to: person.email,
      // one nudge per step: taking it moves the member on, and the next step may earn its own
      dedupeKey: `onboarding_nudge:${person.id}:step-${state.step}`,
      action: { path: href('dashboard'), label: 'Continue your onboarding' },
      content: {
        kind: 'onboarding_nudge',
        subject: `Your next step: ${step.title}`,
        lines: [`Hi ${firstName(person.fullName)},`, `Your next onboarding step is “${step.title}”.`, step.description],
      },
    });
  }
  return due;
}

function changedAnswers(before: unknown, after: unknown): number {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).length;
}

async function retakeReminders(db: Db, at: Date, who: Map<string, Person>): Promise<DueReminder[]> {
  const ids = [...who.keys()].filter((id) => who.get(id)?.prefs.kinds.retake_reminder);
  if (ids.length === 0) return [];
  const submissions = await db
    .select()
    .from(assessmentSubmissions)
    .where(inArray(assessmentSubmissions.userId, ids))
    .orderBy(desc(assessmentSubmissions.submittedAt), desc(assessmentSubmissions.id));
  const surveys = await db
    .select({ userId: companySurveys.userId, submittedAt: companySurveys.submittedAt })
    .from(companySurveys)
    .where(inArray(companySurveys.userId, ids));
  const surveyAt = new Map(surveys.map((row) => [row.userId, row.submittedAt]));
  const due: DueReminder[] = [];
  const seen = new Set<string>();
  for (const latest of submissions) {
    const slot = `${latest.userId}:${latest.kind}`;
    if (seen.has(slot)) continue;
    seen.add(slot);
    // only the latest of each kind, once it is 90 days old
    if (at.getTime() - latest.submittedAt.getTime() < retakeAfterMs) continue;
    const person = who.get(latest.userId);
    if (!person) continue;
    const tool = instrumentDescriptor(latest.kind);
    const previous = submissions.find(
      (row) => row.userId === latest.userId && row.kind === latest.kind && row.submittedAt < latest.submittedAt,
    );
    const changes: string[] = [];
    if (previous) {
      const count = changedAnswers(previous.answers, latest.answers);
      changes.push(
        count === 0
          ? `Your last two ${tool.name} submissions had the same answers.`
          : `${count} ${count === 1 ? 'answer' : 'answers'} changed between your last two submissions (${dayFormat.format(previous.submittedAt)} and ${dayFormat.format(latest.submittedAt)}).`,
      );
    } else {
      changes.push(`It was your first ${tool.name}.`);
    }
    const survey = surveyAt.get(latest.userId);
    if (survey && survey > latest.submittedAt) {
      changes.push(`You updated your business details on ${dayFormat.format(survey)}, after this submission.`);
    }
    due.push({
      kind: 'retake_reminder',
      userId: person.id,
      to: person.email,
      dedupeKey: `retake_reminder:${latest.id}`,
      action: { path: href(tool.routes.take), label: `Retake the ${tool.name}` },
      content: {
        kind: 'retake_reminder',
        subject: `90 days on: time to retake your ${tool.name}`,
        lines: [
          `Hi ${firstName(person.fullName)},`,
          `You took the ${tool.name} on ${dayFormat.format(latest.submittedAt)}. Retaking it shows what your last 90 days changed, and starts a new 90-day plan.`,
        ],
        items: [{ heading: 'What changed in your answers', entries: changes }],
      },
    });
  }
  return due;
}

async function weeklyDigests(db: Db, at: Date, who: Map<string, Person>): Promise<DueReminder[]> {
  const candidates = [...who.values()].filter((person) => {
    if (!person.prefs.kinds.weekly_digest) return false;
    const local = localTime(at, person.prefs.time_zone);
    return local.weekday === person.prefs.digest_weekday && local.hour >= digestHour;
  });
  if (candidates.length === 0) return [];
  // members with a plan: at least one submission
  const withPlan = new Set(
    (
      await db
        .selectDistinct({ userId: assessmentSubmissions.userId })
        .from(assessmentSubmissions)
        .where(
          inArray(
            assessmentSubmissions.userId,
            candidates.map((person) => person.id),
          ),
        )
    ).map((row) => row.userId),
  );
  const due: DueReminder[] = [];
  for (const person of candidates) {
    if (!withPlan.has(person.id)) continue;
    const plan = await trackedPlan(db, person.id, at);
    const weekAgo = at.getTime() - 7 * 86_400_000;
    const thisWeek = plan.actions.filter((action) => plan.this_week.includes(action.id));
    const doneLastWeek = plan.actions.filter(
      (action) => action.state === 'done' && action.done_at && new Date(action.done_at).getTime() > weekAgo,
    );
    const local = localTime(at, person.prefs.time_zone);
    due.push({
      kind: 'weekly_digest',
      userId: person.id,
      to: person.email,
      dedupeKey: `weekly_digest:${person.id}:${local.date}`,
      action: { path: href('exitWealth'), label: 'Open your plan' },
      content: {
        kind: 'weekly_digest',
        subject: `Your plan this week: ${plan.progress.done} of ${plan.progress.total} actions done`,
        lines: [
          `Hi ${firstName(person.fullName)},`,
          plan.current_week === null
            ? 'Your 90-day plan is ready.'
            : `This is week ${plan.current_week} of your 90-day plan: ${plan.progress.done} of ${plan.progress.total} actions done.`,
        ],
        items: [
          {
            heading: 'Due this week',
            entries: thisWeek.length > 0 ? thisWeek.map((action) => action.title) : ['Nothing is due this week.'],
          },
          {
            heading: 'Done last week',
            entries:
              doneLastWeek.length > 0 ? doneLastWeek.map((action) => action.title) : ['Nothing marked done last week.'],
          },
        ],
      },
    });
  }
  return due;
}

/** Every reminder due at `at` that has not been sent (for one person, or everyone). */
export async function dueReminders(db: Db, at: Date, userId?: string): Promise<DueReminder[]> {
  const who = new Map((await people(db, userId)).map((person) => [person.id, person]));
  if (who.size === 0) return [];
  const found = [
    ...(await onboardingNudges(db, at, who)),
    ...(await unfinishedDrafts(db, at, who)),
    ...(await weeklyDigests(db, at, who)),
    ...(await retakeReminders(db, at, who)),
  ];
  if (found.length === 0) return [];
  const sent = new Set(
    (
      await db
        .select({ key: reminderSends.dedupeKey })
        .from(reminderSends)
        .where(
          inArray(
            reminderSends.dedupeKey,
            found.map((reminder) => reminder.dedupeKey),
          ),
        )
    ).map((row) => row.key),
  );
  return found.filter((reminder) => !sent.has(reminder.dedupeKey));
}
