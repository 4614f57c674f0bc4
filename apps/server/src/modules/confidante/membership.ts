import { confidanteMessages as copy } from '@exitcraft/shared/content/confidante';
import type { UserRow } from '../../core/caller.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Confidante is a member service. Membership is what fulfilment writes (`paid` and the
 * `paid_user` role, always together); either one is enough, as in the web app's isMember.
 */
export function requireMember(user: UserRow): void {
  if (!(user.paid || user.role === 'paid_user')) throw new AppError(403, 'members_only', copy.membersOnly);
}
