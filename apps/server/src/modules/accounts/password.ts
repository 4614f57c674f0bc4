import { accountServerMessages as messages } from '@exitcraft/shared/messages/account';
import type { ChangePasswordRequest } from '@exitcraft/shared/schemas/account';
import type { AppDeps } from '../../core/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { UserRow } from '../../core/caller.ts';
import { clearAccountFailures, revokeOtherSessions } from '../auth/index.ts';
import { setPasswordHash } from '../users/index.ts';
import { confirmPassword } from './confirm-password.ts';

/**
 * POST /change-password/: the current password, then the new one. Every other session of the
 * account ends (their refresh and access tokens are refused); the one asking stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordRequest,
  client: string,
): Promise<void> {
  await confirmPassword(deps, user, input.current_password, client, messages.currentPasswordIncorrect);
  if (input.new_password === input.current_password) {
    throw badRequest(messages.newPasswordSameAsCurrent, 'password_unchanged');
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await setPasswordHash(tx, user.id, passwordHash, now);
    // the back-off someone caused guessing the old password ends with it
    await clearAccountFailures(tx, user.id);
    await revokeOtherSessions(tx, user.id, sessionId, now);
  });
}
