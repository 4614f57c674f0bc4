import type { UserData } from '@exitcraft/shared/schemas/user';

/**
 * Whether this person holds the lifetime membership. The server reports it twice (the `paid_user`
 * role and the `paid` flag, public-site section 4); either one is enough, and this is the only
 * place in the web app that reads them.
 */
export function isMember(user: Pick<UserData, 'role' | 'paid'> | null | undefined): boolean {
  return user?.role === 'paid_user' || user?.paid === true;
}
