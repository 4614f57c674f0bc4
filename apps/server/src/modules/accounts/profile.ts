import type { ProfileUpdateRequest } from '@exitcraft/shared/schemas/account';
import type { UserData } from '@exitcraft/shared/schemas/user';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import { toUserData } from '../auth/index.ts';
import { setProfile } from '../users/index.ts';
import { confirmPassword } from './confirm-password.ts';

/** PUT /profile/: the five profile fields, after the password confirms it is the owner asking. */
export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  input: ProfileUpdateRequest,
  client: string,
): Promise<UserData> {
  await confirmPassword(deps, user, input.password, client);
  const updated = await setProfile(
    deps.db,
    user.id,
    {
      fullName: input.full_name,
      phoneNumber: input.phone_number,
      websiteName: input.website_name,
      companyName: input.company_name,
      country: input.country,
    },
    deps.clock.now(),
  );
  if (!updated) throw new Error(`user ${user.id} vanished during a profile update`);
  return toUserData(updated);
}
