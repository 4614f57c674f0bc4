import { randomBytes } from 'node:crypto';
import {
  deletionCoolingOffDays,
  type deleteAccountRequestSchema,
  yourDataMessages as messages,
} from '@exitcraft/shared/schemas/your-data';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import type { Db } from '../../db/client.ts';
import { communityMessages, payments, staffAuditLog, userEmails, users } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { confirmPasswordAndSecondFactor } from '../accounts/index.ts';
import { revokeAllForUser } from '../auth/index.ts';
import { accountErasedEmail, deletionScheduledEmail, enqueueEmail } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { eraseUserRow, scheduleDeletion } from '../users/index.ts';
import { deletionPolicy } from './policy.ts';

const day = 24 * 60 * 60 * 1000;

/** the delete request as the route's schema parsed it */
type DeleteAccountBody = z.output<typeof deleteAccountRequestSchema>;

/**
 * Who is asking to delete the account: the password, plus the second factor where the person has
 * one enrolled (a passkey, or for staff an authenticator app: decision 033); without it 403
 * `second_factor_required`, and the browser asks the passkey and sends again.
 */
export async function verifyDeletionRequest(
  deps: AppDeps,
  user: UserRow,
  body: DeleteAccountBody,
  client: string,
): Promise<void> {
  await confirmPasswordAndSecondFactor(deps, user, body, client, 'account deletion');
}

/**
 * POST /account/delete/: after the password, schedules the erasure for 7 days on, signs out every
 * session at once and tells the person how to cancel (sign in before then). Staff must lose staff
 * first (409).
 */
export async function requestDeletion(
  deps: AppDeps,
  user: UserRow,
  body: DeleteAccountBody,
  client: string,
): Promise<{ delete_after: string }> {
  if (user.erasedAt) throw conflict(messages.alreadyErased, 'account_erased');
  if (user.isStaff) throw new AppError(409, 'staff_cannot_delete', messages.staffCannotDelete);
  await verifyDeletionRequest(deps, user, body, client);
  const now = deps.clock.now();
  const deleteAfter = new Date(now.getTime() + deletionCoolingOffDays * day);
  const operator = await readSiteSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    await scheduleDeletion(tx, user.id, deleteAfter, body.community_messages ?? 'keep', now);
    await revokeAllForUser(tx, user.id, now);
    await enqueueEmail(tx, deletionScheduledEmail({ to: user.email, deleteAfter, operator }));
  });
  return { delete_after: deleteAfter.toISOString() };
}

/**
 * The accounts whose cooling-off ended by `at` and that are not erased yet, oldest first: what the
 * your-data sweep queues one erasure job for (jobs.ts), and what `npm run jobs -- due` lists.
 */
export async function dueErasures(
  deps: Pick<AppDeps, 'db'>,
  at: Date,
): Promise<{ id: string; email: string; deleteAfter: Date }[]> {
  const rows = await deps.db
    .select({ id: users.id, email: users.email, deleteAfter: users.deleteAfter })
    .from(users)
    .where(and(lte(users.deleteAfter, at), isNull(users.erasedAt), eq(users.isStaff, false)))
    .orderBy(asc(users.deleteAfter))
    .limit(100);
  return rows.flatMap((row) => (row.deleteAfter ? [{ ...row, deleteAfter: row.deleteAfter }] : []));
}

/**
 * Background work (the erasure job): erases one account if its cooling-off ended by `now`, then
 * sends the final email. Safe to run twice or on two instances at once: the row lock in
 * `eraseAccount` lets one erase, and only that one sends the email. Returns whether it erased.
 */
export async function eraseDueAccount(deps: AppDeps, userId: string, now: Date): Promise<boolean> {
  const to = await eraseAccount(deps, userId, now);
  if (!to) return false;
  await sendFinalEmail(deps, to);
  return true;
}

/**
 * The erasure of one account in one transaction (decision 042, policy.ts). Returns the address
 * the final email goes to, or null when the account is no longer due (a sign-in cancelled it).
 */
export async function eraseAccount(deps: AppDeps, userId: string, now: Date): Promise<string | null> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.erasedAt || !user.deleteAfter || user.deleteAfter > now || user.isStaff) return null;

    const others = await tx.select({ email: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId));
    const addresses = [...new Set([user.email, ...others.map((o) => o.email)].map((a) => a.toLowerCase()))];

    // community messages first: deleting them is the person's choice, the rest follows the policy
    if (user.deleteCommunityMessages === 'delete') {
      await tx
        .update(communityMessages)
        .set({ text: '', deletedAt: sql`coalesce(${communityMessages.deletedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(communityMessages.authorId, userId));
    }
    await deleteOwnedRows(tx, userId, addresses);
    const kept = await tx
      .update(payments)
      .set({ customerName: '', companyName: null, email: null })
      .where(eq(payments.userId, userId))
      .returning({ id: payments.id });
    await eraseUserRow(tx, userId, passwordHash, now);
    await tx.insert(staffAuditLog).values({
      at: now,
      actorId: userId,
      actorEmail: '',
      action: 'account.erased',
      targetType: 'user',
      targetId: userId,
      ip: '',
      detail: {
        requested_delete_after: user.deleteAfter.toISOString(),
        community_messages: user.deleteCommunityMessages === 'delete' ? 'deleted' : 'kept',
        payments_kept: kept.length,
      },
    });
    return user.email;
  });
}

/** Every table the policy marks `rows: 'delete'`, matched by the user id or one of the addresses. */
async function deleteOwnedRows(tx: Db, userId: string, addresses: string[]): Promise<void> {
  for (const [table, policy] of Object.entries(deletionPolicy)) {
    if (policy.rows !== 'delete' || !policy.match || !('column' in policy.match)) continue;
    const column = sql.identifier(policy.match.column);
    const where =
      policy.match.value === 'user-id'
        ? sql`${column}::text = ${userId}`
        : sql`lower(${column}) in (${sql.join(
            addresses.map((a) => sql`${a}`),
            sql`, `,
          )})`;
    await tx.execute(sql`delete from ${sql.identifier(table)} where ${where}`);
  }
}

/**
 * The last email, sent straight to the transport rather than through the outbox, so the address
 * is not written to the database again after the erasure. A failed send is logged without it.
 */
async function sendFinalEmail(deps: AppDeps, to: string): Promise<void> {
  const message = accountErasedEmail({ to, operator: await readSiteSettings(deps.db) });
  try {
    await deps.mailer.send(message, silentLog);
  } catch {
    // nothing to retry with: the address is gone, by design (decision 041)
  }
}

const silentLog = { info() {}, warn() {}, error() {} };
