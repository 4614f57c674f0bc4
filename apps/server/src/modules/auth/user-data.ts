import type { UserData } from '@exitcraft/shared/schemas/user';
import type { UserRow } from '../../core/caller.ts';

/** `user_data` as the spec names its fields (member-area section 3). */
export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    full_name: user.fullName,
    username: user.username,
    email: user.email,
    phone_number: user.phoneNumber,
    website_name: user.websiteName,
    company_name: user.companyName,
    country: user.country,
    role: user.role,
    email_verified: user.emailVerified,
    paid: user.paid,
    iswebinarformfilled: user.webinarFormFilled,
    is_staff: user.isStaff,
  };
}
