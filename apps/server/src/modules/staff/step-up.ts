import type { SecondFactorProof } from '@exitcraft/shared/schemas/second-factor';
import {
  staffStepUpMinutes,
  stepUpRequiredCode,
  stepUpRequiredMessage,
  wrongStaffPasswordMessage,
} from '@exitcraft/shared/messages/staff';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { staffStepUps } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../core/caller.ts';
import { confirmPasswordAndSecondFactor } from '../accounts/index.ts';
import { type Actor, audited } from './audit.ts';

export const stepUpWindowMs = staffStepUpMinutes * 60_000;

/**
 * The password again, for this sign-in session, with the second factor once the staff member holds
 * one (a passkey, an authenticator code or a recovery code; decision 033): right, it opens (or
 * renews) a 15-minute window in which the session may move money or access; wrong, it counts on
 * the sign-in back-off of (account, address) like every other password check, so a stolen session
 * is no password oracle.
 */
export async function openStepUp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  user: UserRow,
  sessionId: string,
  input: { password: string; second_factor?: SecondFactorProof | undefined },
  actor: Actor,
): Promise<Date> {
  const factor = await confirmPasswordAndSecondFactor(
    deps,
    user,
    input,
    actor.ip,
    'confirm a change in the back office',
    undefined,
    wrongStaffPasswordMessage,
  );
  return audited(deps, actor, async (tx, now) => {
    const expiresAt = new Date(now.getTime() + stepUpWindowMs);
    await tx
      .insert(staffStepUps)
      .values({ sessionId, userId: user.id, expiresAt })
      .onConflictDoUpdate({ target: staffStepUps.sessionId, set: { expiresAt, userId: user.id } });
    return {
      result: expiresAt,
      audit: {
        action: 'staff.step_up',
        targetType: 'session',
        targetId: sessionId,
        detail: { after: { expires_at: expiresAt.toISOString() }, second_factor: factor ?? 'none' },
      },
    };
  });
}

/** Throws 403 `step_up_required` unless this session confirmed the password within the window. */
export async function requireStepUp(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  const [open] = await db
    .select({ sessionId: staffStepUps.sessionId })
    .from(staffStepUps)
    .where(and(eq(staffStepUps.sessionId, sessionId), eq(staffStepUps.userId, userId), gt(staffStepUps.expiresAt, now)))
    .limit(1);
  if (!open) throw new AppError(403, stepUpRequiredCode, stepUpRequiredMessage);
}
