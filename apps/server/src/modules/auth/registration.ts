import { authServerMessages as messages, otpSentMessage } from '@exitcraft/shared/messages/auth';
import type { CheckEmailStatusResponse, RegisterResponse } from '@exitcraft/shared/schemas/auth';
import type { RegisterRequest } from '@exitcraft/shared/schemas/auth';
import type { AppDeps } from '../../core/deps.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeVerifiedCode, hasVerifiedCode, verifyCode } from '../otp/index.ts';
import { createUser } from '../users/index.ts';
import { addressOwner, lockAddress } from './address-owner.ts';
import { randomAlias } from './alias.ts';
import { normalizeEmail } from '../../core/email-address.ts';
import { issueTokenPair } from './refresh-tokens.ts';
import { otpDeps, sendCode } from './send-code.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { toUserData } from './user-data.ts';

/** A verified email may register for this long before it has to be verified again. */
export const registrationWindowMs = 30 * 60_000;
const aliasTries = 10;

/** An address is registered when an account holds it as its primary or as a verified address. */
async function findByEmail(deps: Pick<AppDeps, 'db'>, email: string) {
  return addressOwner(deps.db, email);
}

function alreadyRegistered(user: { paid: boolean }) {
  return conflict(user.paid ? messages.emailRegisteredMember : messages.emailRegisteredGuest, 'email_registered');
}

export async function checkEmailStatus(deps: AppDeps, rawEmail: string): Promise<CheckEmailStatusResponse> {
  const user = await findByEmail(deps, normalizeEmail(rawEmail));
  return { user_exists: Boolean(user), paid: user?.paid ?? false };
}

export async function sendRegistrationCode(deps: AppDeps, rawEmail: string, client: string): Promise<string> {
  const email = normalizeEmail(rawEmail);
  const user = await findByEmail(deps, email);
  if (user) throw alreadyRegistered(user);
  await sendCode(deps, 'register', email, client);
  return otpSentMessage(email);
}

export async function verifyRegistrationCode(deps: AppDeps, rawEmail: string, code: string): Promise<void> {
  await verifyCode(otpDeps(deps), 'register', normalizeEmail(rawEmail), code);
}

/**
 * Creates the guest account for an email verified in the last 30 minutes. The verification is
 * spent in the same transaction as the insert, so one verification makes at most one account.
 */
export async function registerUser(deps: AppDeps, input: RegisterRequest): Promise<Omit<RegisterResponse, 'message'>> {
  const email = normalizeEmail(input.email);
  const existing = await findByEmail(deps, email);
  if (existing) throw alreadyRegistered(existing);
  // checked before the (deliberately slow) hash, so unverified calls cost us nothing
  if (!(await hasVerifiedCode(deps, 'register', email, registrationWindowMs))) {
    throw badRequest(messages.registerNotVerified, 'email_not_verified');
  }
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await deps.db.transaction(async (tx) => {
        // another account may be verifying this address as its secondary one right now
        await lockAddress(tx, email);
        const owner = await addressOwner(tx, email);
        if (owner) throw alreadyRegistered(owner);
        if (!(await consumeVerifiedCode(tx, deps.clock, 'register', email, registrationWindowMs))) {
          throw badRequest(messages.registerNotVerified, 'email_not_verified');
        }
        const now = deps.clock.now();
        return createUser(tx, {
          email,
          username: randomAlias(),
          fullName: input.full_name.trim(),
          phoneNumber: input.phone_number.trim(),
          websiteName: input.website_name.trim(),
          passwordHash,
          role: 'guest',
          paid: false,
          emailVerified: true,
          noLinkedin: input.no_linkedin ?? true,
          cameFromPlan: input.came_from_plan ?? false,
          createdAt: now,
          updatedAt: now,
        });
      });
      return { status: 'success', tokens: await issueTokenPair(deps, user.id), user_data: toUserData(user) };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_unique') throw alreadyRegistered({ paid: false });
      // another account took the alias between our pick and the insert: pick again
      if (constraint === 'users_username_unique' && attempt < aliasTries) continue;
      throw error;
    }
  }
}
