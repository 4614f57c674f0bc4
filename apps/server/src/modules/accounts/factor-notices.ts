import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../core/caller.ts';
import { enqueueEmail, secondFactorChangedEmail, type SecondFactorEvent } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';

/** One staff audit row, written in the caller's transaction (the staff module's appendAudit). */
export type AuditStaff = (
  tx: Db,
  actor: { id: string; email: string; ip: string },
  at: Date,
  record: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
) => Promise<void>;

/**
 * A factor was added, used or removed: the person gets a notice by email, and for staff the change
 * is kept in the staff audit log, both in the transaction of the change.
 */
export async function noticeFactorChange(
  tx: Db,
  auditStaff: AuditStaff | undefined,
  user: Pick<UserRow, 'id' | 'email' | 'isStaff'>,
  event: SecondFactorEvent,
  at: Date,
  ip: string,
  targetId: string = user.id,
): Promise<void> {
  const operator = await readSiteSettings(tx);
  await enqueueEmail(tx, secondFactorChangedEmail({ to: user.email, event, operator }));
  if (user.isStaff && auditStaff) {
    const { kind, ...detail } = event;
    await auditStaff(tx, { id: user.id, email: user.email, ip }, at, {
      action: `second_factor.${kind.replaceAll('-', '_')}`,
      targetType: kind.startsWith('passkey') ? 'passkey' : 'user',
      targetId,
      detail,
    });
  }
}
