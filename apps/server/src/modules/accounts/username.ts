import { accountFormMessages as form, accountServerMessages as server } from '@exitcraft/shared/messages/account';
import {
  type CheckUsernameResponse,
  composeUsername,
  type changeUsernameRequestSchema,
} from '@exitcraft/shared/schemas/account';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { setUsername } from '../users/index.ts';
import { confirmPassword } from './confirm-password.ts';

const taken = () => conflict(form.usernameTaken, 'username_taken');

async function isTaken(deps: Pick<AppDeps, 'db'>, username: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** POST /check-username/: aliases compare in any case, as sign-in reads them. */
export async function checkUsername(deps: AppDeps, user: UserRow, username: string): Promise<CheckUsernameResponse> {
  if (username.toLowerCase() === user.username.toLowerCase()) return { exists: true, message: form.usernameSame };
  const exists = await isTaken(deps, username);
  return { exists, message: exists ? form.usernameTaken : server.usernameAvailable };
}

/**
 * POST /change-username/: the new alias, password-confirmed. The unique index decides a race for
 * one alias; the loser gets the taken message. Answers a fresh access token of the same session.
 */
export async function changeUsername(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  input: z.output<typeof changeUsernameRequestSchema>,
  client: string,
): Promise<{ message: string; access_token: string }> {
  const username = composeUsername(input.username_color, input.username_object, input.username_num);
  if (username.toLowerCase() === user.username.toLowerCase()) throw badRequest(form.usernameSame, 'username_same');
  if (await isTaken(deps, username)) throw taken();
  await confirmPassword(deps, user, input.password, client);

  const now = deps.clock.now();
  try {
    await setUsername(deps.db, user.id, username, now);
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_unique') throw taken();
    throw error;
  }
  return {
    message: server.usernameChanged,
    access_token: await deps.accessTokens.sign({ userId: user.id, sessionId }, now),
  };
}
