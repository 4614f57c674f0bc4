import { accountServerMessages as messages } from '@exitcraft/shared/messages/account';
import { authServerMessages, otpSentMessage } from '@exitcraft/shared/messages/auth';
import type { ListCompanyEmailsResponse } from '@exitcraft/shared/schemas/company-emails';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { userEmails, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { confirmPassword } from '../accounts/index.ts';
import { addressOwner, lockAddress, otpDeps, revokeOtherSessions, sendCode } from '../auth/index.ts';
import { normalizeEmail } from '../../core/email-address.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { enqueueEmail, primaryEmailChangedEmail } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { verifyCode } from '../otp/index.ts';
import { markEmailVerified, setPrimaryEmail as writePrimaryEmail } from '../users/index.ts';

/** Secondary addresses an account may hold, verified or waiting for their code. */
export const maxSecondaryEmails = 5;

type AccountCodePurpose = 'add-email' | 'verify-email';

const takenElsewhere = () => conflict(messages.emailTakenElsewhere, 'email_taken');

async function ownRow(db: Pick<Db, 'select'>, userId: string, email: string) {
  const [row] = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(sql`lower(${userEmails.email})`, email)))
    .limit(1);
  return row ?? null;
}

/** GET /list-company-emails/: the primary first, then the others in the order they were added. */
export async function listCompanyEmails(deps: AppDeps, user: UserRow): Promise<ListCompanyEmailsResponse> {
  const rows = await deps.db
    .select()
    .from(userEmails)
    .where(eq(userEmails.userId, user.id))
    .orderBy(asc(userEmails.createdAt), asc(userEmails.id));
  return [
    { email: user.email, is_primary: true, verified: user.emailVerified },
    ...rows.map((row) => ({ email: row.email, is_primary: false, verified: row.verifiedAt !== null })),
  ];
}

/**
 * The code an address of the caller's is waiting for: its own unverified primary takes a
 * verify-email code (the /otpverify screen), an address being added an add-email code.
 */
async function awaitedPurpose(deps: AppDeps, user: UserRow, email: string): Promise<AccountCodePurpose | null> {
  if (email === normalizeEmail(user.email)) return user.emailVerified ? null : 'verify-email';
  const row = await ownRow(deps.db, user.id, email);
  return row && !row.verifiedAt ? 'add-email' : null;
}

/**
 * POST /send-email-otp/: starts adding an address (or verifying the caller's own unverified
 * primary) and emails its code. An address another account holds is refused without saying whose.
 */
export async function sendAccountEmailCode(deps: AppDeps, user: UserRow, rawEmail: string, client: string) {
  const email = normalizeEmail(rawEmail);
  if (email === normalizeEmail(user.email)) {
    if (user.emailVerified) throw conflict(messages.primaryAlreadyVerified, 'email_already_verified');
    await sendCode(deps, 'verify-email', email, client, { scope: user.id });
    return otpSentMessage(email);
  }
  const own = await ownRow(deps.db, user.id, email);
  if (own?.verifiedAt) throw conflict(messages.emailAlreadyYours, 'email_already_yours');
  if (await addressOwner(deps.db, email)) throw takenElsewhere();
  if (!own) {
    const [held] = await deps.db.select({ n: count() }).from(userEmails).where(eq(userEmails.userId, user.id));
    if ((held?.n ?? 0) >= maxSecondaryEmails) throw badRequest(messages.tooManyEmails, 'too_many_emails');
    await deps.db
      .insert(userEmails)
      .values({ userId: user.id, email, createdAt: deps.clock.now() })
      .onConflictDoNothing();
  }
  await sendCode(deps, 'add-email', email, client, { scope: user.id });
  return otpSentMessage(email);
}

/**
 * The resend of POST /send_email_otp/ with a bearer: the code of an address the caller is adding
 * (or their unverified primary). Null when the caller awaits no code for it: the registration
 * path answers then.
 */
export async function resendAccountEmailCode(
  deps: AppDeps,
  user: UserRow,
  rawEmail: string,
  client: string,
): Promise<string | null> {
  const email = normalizeEmail(rawEmail);
  const purpose = await awaitedPurpose(deps, user, email);
  if (!purpose) return null;
  await sendCode(deps, purpose, email, client, { scope: user.id });
  return otpSentMessage(email);
}

/**
 * POST /verify-email-otp/: the code of an address being added makes it the account's, unless
 * another account got it first (the lock and the unique index decide a race: one winner).
 */
export async function verifyAccountEmail(deps: AppDeps, user: UserRow, rawEmail: string, otp: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const purpose = await awaitedPurpose(deps, user, email);
  if (!purpose) throw badRequest(authServerMessages.otpMissing, 'no_code_awaited');
  await verifyCode(otpDeps(deps), purpose, email, otp, user.id);

  const now = deps.clock.now();
  if (purpose === 'verify-email') {
    await markEmailVerified(deps.db, user.id, email, now);
    return;
  }
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockAddress(tx, email);
      const owner = await addressOwner(tx, email);
      if (owner && owner.id !== user.id) throw takenElsewhere();
      const claimed = await tx
        .update(userEmails)
        .set({ verifiedAt: now })
        .where(
          and(
            eq(userEmails.userId, user.id),
            eq(sql`lower(${userEmails.email})`, email),
            isNull(userEmails.verifiedAt),
          ),
        )
        .returning({ id: userEmails.id });
      if (claimed.length === 0) throw notFound(messages.emailNotOnAccount);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'user_emails_verified_unique') throw takenElsewhere();
    throw error;
  }
}

/** POST /remove-email/: any address but the primary, password-confirmed. */
export async function removeEmail(deps: AppDeps, user: UserRow, rawEmail: string, password: string, client: string) {
  const email = normalizeEmail(rawEmail);
  if (email === normalizeEmail(user.email)) throw badRequest(messages.primaryCannotBeRemoved, 'primary_email');
  const row = await ownRow(deps.db, user.id, email);
  if (!row) throw notFound(messages.emailNotOnAccount);
  await confirmPassword(deps, user, password, client);
  await deps.db.delete(userEmails).where(eq(userEmails.id, row.id));
}

/**
 * POST /set-primary-email/: a verified address becomes the primary, the old primary a secondary
 * one. Every other session ends, and the old primary is told by email.
 */
export async function setPrimaryEmail(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  rawEmail: string,
  password: string,
  client: string,
) {
  const email = normalizeEmail(rawEmail);
  if (email === normalizeEmail(user.email)) throw badRequest(messages.alreadyPrimary, 'already_primary');
  const row = await ownRow(deps.db, user.id, email);
  if (!row) throw notFound(messages.emailNotOnAccount);
  if (!row.verifiedAt) throw badRequest(messages.primaryNeedsVerifiedEmail, 'email_not_verified');
  await confirmPassword(deps, user, password, client);

  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const now = deps.clock.now();
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) throw notFound(messages.emailNotOnAccount);
    const oldPrimary = normalizeEmail(current.email);
    // both addresses change hands inside this transaction; locks in one order, so no deadlock
    for (const address of [email, oldPrimary].sort()) await lockAddress(tx, address);

    const [moved] = await tx
      .update(userEmails)
      // an old primary never verified stays unverified: it never proved its inbox
      .set({ email: oldPrimary, verifiedAt: current.emailVerified ? now : null })
      .where(
        and(
          eq(userEmails.userId, user.id),
          eq(sql`lower(${userEmails.email})`, email),
          sql`${userEmails.verifiedAt} IS NOT NULL`,
        ),
      )
      .returning({ id: userEmails.id });
    if (!moved) throw badRequest(messages.primaryNeedsVerifiedEmail, 'email_not_verified');
    await writePrimaryEmail(tx, user.id, email, now);
    await revokeOtherSessions(tx, user.id, sessionId, now);
    const operator = await readSiteSettings(tx);
    await enqueueEmail(tx, primaryEmailChangedEmail({ to: oldPrimary, newEmail: email, operator }));
  });
  deps.emailDelivery.notify();
}
