import { memberPlan } from '@exitcraft/shared/content/plans';
import { invalidCouponMessage } from '@exitcraft/shared/schemas/payments';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const invalidCoupon = () => new AppError(400, 'invalid_coupon', invalidCouponMessage);

/** Codes are stored upper-case, so a code typed in any case finds its row. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The member price in cents after `percentOff`, rounded to the cent. */
export function discountedPriceCents(percentOff: number): number {
  return Math.round((memberPlan.priceCents * (100 - percentOff)) / 100);
}

/** A coupon usable right now: exists, active, not expired, redemptions left. Otherwise the coupon error. */
export async function findUsableCoupon(db: Db, code: string, now: Date): Promise<CouponRow> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .limit(1);
  if (!coupon || !isUsable(coupon, now)) throw invalidCoupon();
  return coupon;
}

export function isUsable(coupon: CouponRow, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt && coupon.expiresAt.getTime() < now.getTime()) return false;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return false;
  return true;
}

/**
 * Counts one use, never beyond the maximum: the condition sits in the UPDATE itself, so two
 * fulfilments racing for the last redemption cannot both win. Returns whether it counted.
 */
export async function redeemCoupon(db: Pick<Db, 'update'>, code: string): Promise<boolean> {
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
