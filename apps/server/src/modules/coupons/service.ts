import { memberPlan } from '@exitcraft/shared/content/plans';
import { invalidCouponMessage } from '@exitcraft/shared/schemas/payments';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponChoices, coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const invalidCoupon = () => new AppError(400, 'invalid_coupon', invalidCouponMessage);
/** The coupon was valid when the page applied it, but its last redemption went to someone else. */
export const couponExhausted = () => new AppError(409, 'coupon_exhausted', invalidCouponMessage);

/** Codes are stored upper-case, so a code typed in any case finds its row. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The member price in cents after `percentOff`, rounded to the cent. */
export function discountedPriceCents(percentOff: number): number {
  return Math.round((memberPlan.priceCents * (100 - percentOff)) / 100);
}

async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .limit(1);
  return coupon;
}

/** A coupon usable right now: exists, active, not expired, redemptions left. Otherwise the coupon error. */
export async function findUsableCoupon(db: Db, code: string, now: Date): Promise<CouponRow> {
  const coupon = await findCoupon(db, code);
  if (!coupon || !isUsable(coupon, now)) throw invalidCoupon();
  return coupon;
}

/**
 * The coupon a checkout names: unknown, inactive or expired is the coupon error (400); one whose
 * redemptions are all taken is a conflict (409), since it was valid when the page applied it. The
 * limit is not checked here when the buyer's own checkout holds one of them (`heldByBuyer`): the
 * reservation that follows decides.
 */
export async function findCouponForCheckout(db: Db, code: string, now: Date, heldByBuyer: boolean): Promise<CouponRow> {
  const coupon = await findCoupon(db, code);
  if (!coupon || !isUsable({ ...coupon, maxRedemptions: null }, now)) throw invalidCoupon();
  if (!heldByBuyer && !isUsable(coupon, now)) throw couponExhausted();
  return coupon;
}

export function isUsable(coupon: CouponRow, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt && coupon.expiresAt.getTime() < now.getTime()) return false;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return false;
  return true;
}

/**
 * Takes one redemption, never beyond the maximum: the condition sits in the UPDATE itself, so of
 * any number of checkouts racing for the last redemption exactly one wins. Returns whether it did.
 */
export async function reserveRedemption(db: Pick<Db, 'update'>, code: string): Promise<boolean> {
  const counted = await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.code, normalizeCouponCode(code)),
        or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions)),
      ),
    )
    .returning({ code: coupons.code });
  return counted.length > 0;
}

/** Gives back a redemption a checkout held and will not use. */
export async function releaseRedemption(db: Pick<Db, 'update'>, code: string): Promise<void> {
  await db
    .update(coupons)
    .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
    .where(eq(coupons.code, normalizeCouponCode(code)));
}

/** How long a coupon validated on /coupons/ prices a checkout that does not name it (spec's body). */
export const couponChoiceLifetimeMs = 30 * 60 * 1000;

/** Remembers the coupon this user just validated, replacing any earlier one. */
export async function rememberCouponChoice(db: Db, userId: string, code: string, now: Date): Promise<void> {
  await db
    .insert(couponChoices)
    .values({ userId, code, validatedAt: now })
    .onConflictDoUpdate({ target: couponChoices.userId, set: { code, validatedAt: now } });
}

/** The code this user validated in the last 30 minutes, if any. */
export async function recentCouponChoice(db: Db, userId: string, now: Date): Promise<string | null> {
  const [choice] = await db
    .select({ code: couponChoices.code })
    .from(couponChoices)
    .where(
      and(
        eq(couponChoices.userId, userId),
        gt(couponChoices.validatedAt, new Date(now.getTime() - couponChoiceLifetimeMs)),
      ),
    )
    .limit(1);
  return choice?.code ?? null;
}

export interface NewCoupon {
  code: string;
  percentOff: number;
  maxRedemptions?: number | null;
  expiresAt?: Date | null;
}

/** Adds a coupon; an existing code is a conflict, not an overwrite. */
export async function createCoupon(db: Db, input: NewCoupon): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: normalizeCouponCode(input.code),
      percentOff: input.percentOff,
      maxRedemptions: input.maxRedemptions ?? null,
      expiresAt: input.expiresAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(
      409,
      'coupon_exists',
      `A coupon with the code ${normalizeCouponCode(input.code)} already exists.`,
    );
  return row;
}

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.code));
}

export async function disableCoupon(db: Db, code: string): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ active: false })
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .returning();
  if (!row) throw new AppError(404, 'coupon_not_found', `No coupon has the code ${normalizeCouponCode(code)}.`);
  return row;
}
