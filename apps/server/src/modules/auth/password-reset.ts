import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeVerifiedCode, hasVerifiedCode, verifyCode } from '../otp/index.ts';
import { setPasswordHash } from '../users/index.ts';
import { addressOwner } from './address-owner.ts';
import { normalizeEmail } from '../../core/email-address.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { revokeAllForUser, revokeOtherSessions } from './refresh-tokens.ts';
import { otpDeps, sendCode } from './send-code.ts';

/** Removes an account's passkeys in the reset's transaction (the accounts module's, handed over at registration). */
export type RemovePasskeys = (tx: Db, userId: string, now: Date, client: string) => Promise<void>;

/** After the code is verified, the new password must follow within this time. */
export const resetWindowMs = 10 * 60_000;

/**
 * Same answer, same limits, whether or not the address has an account (the code row is made
 * either way); only a real account gets the email.
 */
export async function sendResetCode(deps: AppDeps, rawEmail: string, client: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  // any verified address of the account signs in, so any of them can reset the password
  const owner = await addressOwner(deps.db, email);
  await sendCode(deps, 'reset-password', email, client, { deliver: Boolean(owner) });
}

export async function verifyResetCode(deps: AppDeps, rawEmail: string, code: string): Promise<void> {
  await verifyCode(otpDeps(deps), 'reset-password', normalizeEmail(rawEmail), code);
}

/**
 * Sets the new password, spends the verified code and signs out every session of the account, but
 * the one asking when it is a signed-in session of that same account (the settings screens' reset).
 */
export async function resetPassword(
  deps: AppDeps,
  rawEmail: string,
  newPassword: string,
  asking: { userId: string; sessionId: string } | null = null,
  passkeys: { keep: boolean; remove?: RemovePasskeys | undefined; client: string } = { keep: true, client: '' },
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await hasVerifiedCode(deps, 'reset-password', email, resetWindowMs))) {
    throw badRequest(messages.resetNotVerified, 'code_not_verified');
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeVerifiedCode(tx, deps.clock, 'reset-password', email, resetWindowMs))) {
      throw badRequest(messages.resetNotVerified, 'code_not_verified');
    }
    const now = deps.clock.now();
    const owner = await addressOwner(tx, email);
    const user = owner ? await setPasswordHash(tx, owner.id, passwordHash, now) : undefined;
    if (!user) throw badRequest(messages.resetNotVerified, 'code_not_verified');
    // the owner proved the inbox: the back-off an attacker caused ends with the old password
    await clearAccountFailures(tx, user.id);
    if (asking?.userId === user.id) await revokeOtherSessions(tx, user.id, asking.sessionId, now);
    else await revokeAllForUser(tx, user.id, now);
    if (!passkeys.keep && passkeys.remove) await passkeys.remove(tx as unknown as Db, user.id, now, passkeys.client);
  });
}
