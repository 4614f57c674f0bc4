import { passwordBackoffMessage } from '@exitcraft/shared/messages/account';
import type { SecondFactorKind, SecondFactorProof, SecondFactorStatus } from '@exitcraft/shared/schemas/second-factor';
import {
  secondFactorRequiredCode,
  secondFactorRequiredMessage,
  secondFactorWrongCode,
  secondFactorWrongMessage,
} from '@exitcraft/shared/messages/second-factor';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, recoveryCodes, totpFactors, users, webauthnChallenges } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { recordFailure, secondsBlocked, type ThrottleKey } from '../auth/index.ts';
import { confirmPassword } from './confirm-password.ts';
import { type AuditStaff, noticeFactorChange } from './factor-notices.ts';
import { hasPasskey, toPasskey, verifyPasskeyStepUp } from './passkeys.ts';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes.ts';
import { hasTotp, spendTotpCode } from './totp.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Which second factors a person holds. */
export async function enrolledFactors(db: Db, userId: string): Promise<{ passkey: boolean; totp: boolean }> {
  const [passkey, totp] = await Promise.all([hasPasskey(db, userId), hasTotp(db, userId)]);
  return { passkey, totp };
}

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const factors = await enrolledFactors(db, userId);
  return factors.passkey || factors.totp;
}

/**
 * What GET /second-factor/ reads, in one statement prepared once per database (decision 044): the
 * caller's passkeys (left-joined to the caller's row, oldest first), whether an authenticator app
 * is confirmed and how many recovery codes are unused (sub-queries PostgreSQL runs once).
 */
function prepareStatus(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      passkey: passkeys,
      totp: sql<boolean>`exists(select 1 from ${totpFactors} t where t.user_id = ${userId} and t.confirmed_at is not null)`,
      left: sql<number>`(select count(*) from ${recoveryCodes} r where r.user_id = ${userId} and r.used_at is null)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .leftJoin(passkeys, eq(passkeys.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(passkeys.createdAt))
    .prepare('second_factor_status');
}

const statusQueries = new WeakMap<Db, ReturnType<typeof prepareStatus>>();

/** GET /second-factor/ */
export async function secondFactorStatus(deps: Deps, user: UserRow): Promise<SecondFactorStatus> {
  let query = statusQueries.get(deps.db);
  if (!query) {
    query = prepareStatus(deps.db);
    statusQueries.set(deps.db, query);
  }
  const rows = await query.execute({ userId: user.id });
  const list = rows.flatMap((row) => (row.passkey ? [toPasskey(row.passkey)] : []));
  const totp = rows[0]?.totp ?? false;
  return {
    passkeys: list,
    totp,
    recovery_codes_left: rows[0]?.left ?? 0,
    staff_must_enrol: user.isStaff && deps.config.STAFF_REQUIRE_SECOND_FACTOR && list.length === 0 && !totp,
  };
}

async function proofHolds(deps: Deps, user: UserRow, proof: SecondFactorProof): Promise<boolean> {
  const now = deps.clock.now();
  switch (proof.kind) {
    case 'passkey':
      try {
        await verifyPasskeyStepUp(deps, user, proof.challenge_id, proof.response);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === secondFactorWrongCode) return false;
        throw error;
      }
    case 'totp':
      return spendTotpCode(deps.db, user, proof.code, now);
    case 'recovery':
      return spendRecoveryCode(deps.db, user.id, proof.code, now);
  }
}

/**
 * The check before a dangerous action (a staff refund or grant, deleting an account): the password,
 * and, when the person holds a passkey or an authenticator app, one of them (or a recovery code).
 * Wrong passwords and wrong codes count on the sign-in back-off of (account, client address), so a
 * stolen session can guess neither. Throws 403 `second_factor_required` (with the factors held in
 * `details`) when the factor is missing, 401 `second_factor_invalid` when it does not hold. Returns
 * which factor confirmed, or null for a person without one. `action` names the change in the notice
 * email ("refund a payment").
 */
export async function confirmPasswordAndSecondFactor(
  deps: Deps,
  user: UserRow,
  input: { password: string; second_factor?: SecondFactorProof | undefined },
  client: string,
  action: string,
  auditStaff?: AuditStaff,
  wrongPasswordMessage?: string,
): Promise<SecondFactorKind | null> {
  await confirmPassword(deps, user, input.password, client, wrongPasswordMessage);
  const factors = await enrolledFactors(deps.db, user.id);
  if (!factors.passkey && !factors.totp) return null;
  const proof = input.second_factor;
  if (!proof || (proof.kind === 'passkey' && !factors.passkey) || (proof.kind !== 'passkey' && !factors.totp)) {
    throw new AppError(403, secondFactorRequiredCode, secondFactorRequiredMessage, {}, { factors });
  }
  const key: ThrottleKey = { account: user.id, client };
  const waiting = await secondsBlocked(deps.db, key, deps.clock.now());
  if (waiting > 0) throw tooManyRequests(passwordBackoffMessage(waiting), waiting);
  if (!(await proofHolds(deps, user, proof))) {
    const now = deps.clock.now();
    if (await recordFailure(deps.db, key, now))
      throw new AppError(401, secondFactorWrongCode, secondFactorWrongMessage);
    const wait = Math.max(1, await secondsBlocked(deps.db, key, now));
    throw tooManyRequests(passwordBackoffMessage(wait), wait);
  }
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const now = deps.clock.now();
    const event =
      proof.kind === 'recovery'
        ? ({ kind: 'recovery-code-used', left: await recoveryCodesLeft(tx, user.id) } as const)
        : ({ kind: 'factor-used', method: proof.kind, action } as const);
    await noticeFactorChange(tx, auditStaff, user, event, now, client);
  });
  return proof.kind;
}

/**
 * Every passkey, the authenticator app and the recovery codes of a person, gone (the operator's
 * `npm run staff -- reset-2fa`). Runs in the caller's transaction; returns how many passkeys went.
 */
export async function removeAllSecondFactors(tx: Db, userId: string): Promise<{ passkeys: number; totp: boolean }> {
  const gone = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  const app = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ id: totpFactors.userId });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  return { passkeys: gone.length, totp: app.length > 0 };
}

/**
 * After a password reset the person did not ask to keep them: the passkeys go (decision 033), as a
 * reset means the account may have been someone else's for a while. Runs in the reset's transaction.
 */
export async function removePasskeysAfterReset(
  tx: Db,
  userId: string,
  now: Date,
  ip: string,
  auditStaff?: AuditStaff,
): Promise<void> {
  const gone = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  if (gone.length === 0) return;
  const [user] = await tx
    .select({ id: users.id, email: users.email, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.id, userId));
  if (user) {
    await noticeFactorChange(tx, auditStaff, user, { kind: 'passkeys-removed-by-reset', count: gone.length }, now, ip);
  }
}

/**
 * The operator's recovery for a staff member who lost every factor (`npm run staff -- reset-2fa
 * EMAIL`): every passkey, the app and the recovery codes go, the person is told by email, and the
 * staff audit log keeps who ran it (the operator's login on the host, from the command line).
 * Null when no account has the address.
 */
export async function resetSecondFactorsByEmail(
  db: Db,
  email: string,
  operator: string,
  now: Date,
  auditStaff: AuditStaff,
): Promise<{ email: string; passkeys: number; totp: boolean } | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [user] = await tx
      .select({ id: users.id, email: users.email, isStaff: users.isStaff })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (!user) return null;
    const removed = await removeAllSecondFactors(tx, user.id);
    await noticeFactorChange(tx, undefined, user, { kind: 'factors-reset-by-operator' }, now, 'command line');
    await auditStaff(tx, { id: user.id, email: `operator:${operator}`, ip: 'command line' }, now, {
      action: 'second_factor.reset_by_operator',
      targetType: 'user',
      targetId: user.id,
      detail: { before: { passkeys: removed.passkeys, totp: removed.totp }, after: { passkeys: 0, totp: false } },
    });
    return { email: user.email, ...removed };
  });
}
