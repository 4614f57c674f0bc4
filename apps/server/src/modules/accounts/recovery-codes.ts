import { createHash, randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '@exitcraft/shared/messages/second-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';

// Crockford's base32 without look-alikes: a code read off paper is typed right
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 random bits as XXXX-XXXX-XXXX-XXXX: too many to guess, so a plain SHA-256 keeps it safe. */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter when a code is typed. */
function digest(code: string): string {
  const normalized = code.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

/** Replaces the person's recovery codes with ten new ones; returns them, to be shown once. */
export async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: digest(code) })));
  return codes;
}

/** Spends one unused code of this person, atomically: the same code never works twice. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, digest(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(spent);
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
