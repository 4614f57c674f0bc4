import { accountServerMessages as messages, passwordBackoffMessage } from '@exitcraft/shared/messages/account';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { UserRow } from '../../core/caller.ts';
import { recordFailure, secondsBlocked, type ThrottleKey } from '../auth/index.ts';

export const invalidPasswordCode = 'invalid_password';

/**
 * The password a settings screen asks for before a change. Wrong tries count on the sign-in
 * back-off of (account, client address): a stolen session must not become an unthrottled
 * password oracle. Answers 401 with `message` when wrong, 429 while that counter waits.
 */
export async function confirmPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  password: string,
  client: string,
  message: string = messages.invalidPassword,
): Promise<void> {
  const key: ThrottleKey = { account: user.id, client };
  const waiting = await secondsBlocked(deps.db, key, deps.clock.now());
  if (waiting > 0) throw tooManyRequests(passwordBackoffMessage(waiting), waiting);

  if (!(await verifyPassword(user.passwordHash, password))) {
    const now = deps.clock.now();
    if (await recordFailure(deps.db, key, now)) throw new AppError(401, invalidPasswordCode, message);
    const wait = Math.max(1, await secondsBlocked(deps.db, key, now));
    throw tooManyRequests(passwordBackoffMessage(wait), wait);
  }
  // as at sign-in: a right password that finished after the counter started waiting does not count
  const startedWaiting = await secondsBlocked(deps.db, key, deps.clock.now());
  if (startedWaiting > 0) throw tooManyRequests(passwordBackoffMessage(startedWaiting), startedWaiting);
}
