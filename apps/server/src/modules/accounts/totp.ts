import { site } from '@exitcraft/shared/content/site';
import type { TotpSetupResponse } from '@exitcraft/shared/schemas/second-factor';
import { totpCodeWrongMessage } from '@exitcraft/shared/messages/second-factor';
import { and, eq, isNotNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, totpFactors } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type AuditStaff, noticeFactorChange } from './factor-notices.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const period = 30;

function totpFor(user: Pick<UserRow, 'email'>, secret: string): TOTP {
  return new TOTP({
    issuer: site.brand,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to (the current one, or one either side for a clock that drifts),
 * or null when it matches none.
 */
function matchingStep(user: Pick<UserRow, 'email'>, secret: string, code: string, now: Date): number | null {
  const delta = totpFor(user, secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / period) + delta;
}

/**
 * POST /totp/setup/: a new secret, pending until a code confirms it (an app already confirmed must
 * be removed first). Shown as an otpauth:// URI (for a QR code) and as the key to type.
 */
export async function startTotp(deps: Deps, user: UserRow): Promise<TotpSetupResponse> {
  const [existing] = await deps.db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id));
  if (existing?.confirmedAt) throw conflict('An authenticator app is already set up. Remove it first.', 'totp_exists');
  const secret = new Secret({ size: 20 }).base32;
  await deps.db
    .insert(totpFactors)
    .values({ userId: user.id, secret, createdAt: deps.clock.now() })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, lastStep: null, createdAt: deps.clock.now() } });
  return { secret, otpauth_uri: totpFor(user, secret).toString() };
}

/** POST /totp/confirm/: the first code proves the app holds the secret; ten recovery codes follow. */
export async function confirmTotp(
  deps: Deps,
  auditStaff: AuditStaff | undefined,
  user: UserRow,
  code: string,
  ip: string,
): Promise<string[]> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const now = deps.clock.now();
    const [pending] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, user.id)).for('update');
    if (!pending) throw notFound('Start setting up the authenticator app first.');
    if (pending.confirmedAt) throw conflict('An authenticator app is already set up. Remove it first.', 'totp_exists');
    const step = matchingStep(user, pending.secret, code, now);
    if (step === null) throw badRequest(totpCodeWrongMessage, 'totp_invalid');
    await tx.update(totpFactors).set({ confirmedAt: now, lastStep: step }).where(eq(totpFactors.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await noticeFactorChange(tx, auditStaff, user, { kind: 'totp-added' }, now, ip);
    return codes;
  });
}

/**
 * A code from the confirmed app: right, and of a later time step than the last one accepted, so a
 * code seen over someone's shoulder cannot be used again.
 */
export async function spendTotpCode(db: Db, user: UserRow, code: string, now: Date): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)));
  if (!factor) return false;
  const step = matchingStep(user, factor.secret, code, now);
  if (step === null || (factor.lastStep !== null && step <= factor.lastStep)) return false;
  // the step moves forward only if nobody moved it meanwhile: two parallel uses of one code, one wins
  const [moved] = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, user.id),
        factor.lastStep === null ? undefined : eq(totpFactors.lastStep, factor.lastStep),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return Boolean(moved);
}

export async function hasTotp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return Boolean(row);
}

/** DELETE /totp/: the app and its recovery codes go together. */
export async function removeTotp(
  deps: Deps,
  auditStaff: AuditStaff | undefined,
  user: UserRow,
  ip: string,
): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [removed] = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    if (!removed) throw notFound('No authenticator app is set up.');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await noticeFactorChange(tx, auditStaff, user, { kind: 'totp-removed' }, deps.clock.now(), ip);
  });
}
