import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userEmails, users } from '../../db/schema.ts';

/**
 * An address belongs to one account: as its primary (users.email) or as a verified secondary
 * address (user_emails). Each table has its own unique index; across the two, every transaction
 * that gives an address to an account first takes this lock on the address, then checks both.
 */
export async function lockAddress(tx: Pick<Db, 'execute'>, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`address:${email}`}, 0))`);
}

/** The account that holds `email` (lower-cased) as its primary or a verified address, if any. */
export async function addressOwner(
  db: Pick<Db, 'select'>,
  email: string,
): Promise<{ id: string; paid: boolean; role: 'guest' | 'paid_user' } | null> {
  const [primary] = await db
    .select({ id: users.id, paid: users.paid, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (primary) return primary;
  const [secondary] = await db
    .select({ id: users.id, paid: users.paid, role: users.role })
    .from(userEmails)
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(and(eq(sql`lower(${userEmails.email})`, email), isNotNull(userEmails.verifiedAt)))
    .limit(1);
  return secondary ?? null;
}
