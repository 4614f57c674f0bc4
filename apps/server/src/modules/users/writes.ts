import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/*
 * Every write to the `users` table, named for what it means (issue 26: one owner per table).
 * Each takes the database or the transaction it runs on, so a caller keeps its transaction and its
 * locks; the unique-index errors (users_email_unique, users_username_unique) reach the caller as
 * they are, for it to answer in its own words. owner.test.ts fails on a write anywhere else.
 */

type Inserter = Pick<Db, 'insert'>;
type Updater = Pick<Db, 'update'>;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A new account, as registration makes it. */
export async function createUser(db: Inserter, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  if (!created) throw new Error('user insert returned nothing');
  return created;
}

/** The new password's hash; the id back when the account exists. */
export async function setPasswordHash(
  db: Updater,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row;
}

/** The member's alias (the unique index decides a race for one alias). */
export async function setUsername(db: Updater, userId: string, username: string, now: Date): Promise<void> {
  await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, userId));
}

export interface ProfileFields {
  fullName: string;
  phoneNumber: string;
  websiteName: string;
  companyName: string;
  country: string;
}

/** The profile fields of PUT /profile/; the whole row back. */
export async function setProfile(
  db: Updater,
  userId: string,
  fields: ProfileFields,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** The primary address proved its inbox; nothing changes when the primary is no longer `email`. */
export async function markEmailVerified(db: Updater, userId: string, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email)));
}

/** A verified address becomes the account's primary one. */
export async function setPrimaryEmail(db: Updater, userId: string, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Membership: `paid` and the role always change together, so /extract-user-data/ follows whoever
 * wrote it (fulfilment, a refund, the back office). The buyer's email and name come back for the receipt.
 */
export async function setMembership(
  db: Updater,
  userId: string,
  paid: boolean,
  now: Date,
): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ paid, role: paid ? 'paid_user' : 'guest', updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email, fullName: users.fullName });
  return row;
}

/** Staff rights, by the account's primary address in any case (the staff CLI). */
export async function setStaffByEmail(
  db: Updater,
  email: string,
  isStaff: boolean,
  now: Date,
): Promise<{ email: string; username: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ isStaff, updatedAt: now })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ email: users.email, username: users.username });
  return row;
}

/** A deletion the person asked for: erased after `deleteAfter` unless they sign in before. */
export async function scheduleDeletion(
  db: Updater,
  userId: string,
  deleteAfter: Date,
  communityMessages: 'keep' | 'delete',
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ deleteAfter, deleteCommunityMessages: communityMessages, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Withdraws a pending deletion (a sign-in during the cooling-off); true when there was one. */
export async function cancelDeletion(db: Updater, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deleteAfter: null, deleteCommunityMessages: null, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.deleteAfter} IS NOT NULL`, sql`${users.erasedAt} IS NULL`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The erasure's last step (decision 042): the row stays as a tombstone, so the payments and
 * community messages kept by law or by choice still point at it, but nothing in it names or
 * reaches the person. `passwordHash` is the hash of a random secret nobody holds.
 */
export async function eraseUserRow(db: Updater, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `erased-${userId}@erased.invalid`,
      username: `erased-${userId}`,
      fullName: '',
      phoneNumber: '',
      websiteName: '',
      companyName: '',
      country: '',
      passwordHash,
      role: 'guest',
      paid: false,
      emailVerified: false,
      webinarFormFilled: false,
      noLinkedin: true,
      cameFromPlan: false,
      deleteAfter: null,
      deleteCommunityMessages: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
