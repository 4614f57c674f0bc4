import type { StaffCoupon, StaffCouponCreate, StaffCouponPatch } from '@exitcraft/shared/schemas/staff';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { type CouponRow, createCoupon, listCoupons, normalizeCouponCode } from '../coupons/index.ts';
import { type Actor, audited } from './audit.ts';

export function toStaffCoupon(row: CouponRow, now: Date): StaffCoupon {
  const state = !row.active
    ? 'inactive'
    : row.expiresAt && row.expiresAt.getTime() < now.getTime()
      ? 'expired'
      : row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions
        ? 'used_up'
        : 'active';
  return {
    code: row.code,
    percent_off: row.percentOff,
    active: row.active,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    state,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (row: CouponRow) => ({
  percent_off: row.percentOff,
  active: row.active,
  expires_at: row.expiresAt?.toISOString() ?? null,
  max_redemptions: row.maxRedemptions,
  redemptions: row.redemptions,
});

export async function staffCoupons(db: Db, now: Date): Promise<{ coupons: StaffCoupon[] }> {
  return { coupons: (await listCoupons(db)).map((row) => toStaffCoupon(row, now)) };
}

/** The CLI's own createCoupon (normalised code, 409 for a code that exists), audited. */
export async function createStaffCoupon(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  input: StaffCouponCreate,
): Promise<StaffCoupon> {
  return audited(deps, actor, async (tx, now) => {
    const row = await createCoupon(tx, {
      code: input.code,
      percentOff: input.percent_off,
      maxRedemptions: input.max_redemptions ?? null,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    });
    return {
      result: toStaffCoupon(row, now),
      audit: { action: 'coupon.create', targetType: 'coupon', targetId: row.code, detail: { after: snapshot(row) } },
    };
  });
}

/**
 * A new limit, expiry or state. The limit is changed by one UPDATE that also requires it to stay
 * at or above the redemptions already taken, under the same row lock the checkouts' reservations
 * take: a limit never falls below what is held, and no checkout slips past the new one.
 */
export async function patchStaffCoupon(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  rawCode: string,
  patch: StaffCouponPatch,
): Promise<StaffCoupon> {
  const code = normalizeCouponCode(rawCode);
  return audited(deps, actor, async (tx, now) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!before) throw new AppError(404, 'coupon_not_found', `No coupon has the code ${code}.`);
    const maxRedemptions = patch.max_redemptions === undefined ? before.maxRedemptions : patch.max_redemptions;
    if (maxRedemptions !== null && maxRedemptions < before.redemptions) {
      throw new AppError(
        400,
        'limit_below_redemptions',
        `The limit cannot be below the ${before.redemptions} redemptions already taken.`,
      );
    }
    const [after] = await tx
      .update(coupons)
      .set({
        maxRedemptions,
        expiresAt:
          patch.expires_at === undefined ? before.expiresAt : patch.expires_at ? new Date(patch.expires_at) : null,
        active: patch.active ?? before.active,
      })
      .where(eq(coupons.code, code))
      .returning();
    if (!after) throw new AppError(404, 'coupon_not_found', `No coupon has the code ${code}.`);
    return {
      result: toStaffCoupon(after, now),
      audit: {
        action: 'coupon.update',
        targetType: 'coupon',
        targetId: code,
        detail: { before: snapshot(before), after: snapshot(after) },
      },
    };
  });
}
