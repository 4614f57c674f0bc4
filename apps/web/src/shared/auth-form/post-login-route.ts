import { href } from '@exitcraft/shared/routes';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { isMember } from '../../lib/membership.ts';

export type AuthPlan = 'guest' | 'member' | 'paid';

export const upgradeNotice = 'Already registered as a guest. Proceeding to upgrade your plan.';

export interface PostLoginRoute {
  to: string;
  /** The spec's alert to show on the way, if any. */
  notice?: string;
}

/** `plan` from the /auth query: guest, member or paid; anything else reads as the default, guest. */
export function parsePlan(value: string | null | undefined): AuthPlan {
  return value === 'member' || value === 'paid' ? value : 'guest';
}

/** Only same-site paths may be returned to: never a scheme, a protocol-relative URL or /auth itself. */
function safeOrigin(from: unknown): string | null {
  // a path on this site: one slash, then neither a second slash nor a backslash
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) return null;
  const auth = href('auth');
  return from === auth || from.startsWith(`${auth}?`) ? null : from;
}

/**
 * Public-site section 4, post-login routing: a member, or anyone who came for the guest plan, goes
 * to /dashboard (or back to the guarded page that sent them to log in); someone who came for the
 * member plan but has not paid is told so and goes to /payment; everyone else to /dashboard.
 */
export function postLoginRoute(
  user: Pick<UserData, 'paid' | 'role'> | null,
  plan: AuthPlan,
  from?: unknown,
): PostLoginRoute {
  const origin = safeOrigin(from);
  if (isMember(user) || plan === 'guest') return { to: origin ?? href('dashboard') };
  if (plan === 'member') return { to: href('payment'), notice: upgradeNotice };
  return { to: origin ?? href('dashboard') };
}

/** Section 4, registration: a guest sees the guest confirmation; member or paid goes on to pay. */
export function postRegistrationPath(plan: AuthPlan): string {
  return plan === 'guest' ? href('confirmationGuest') : href('payment');
}
