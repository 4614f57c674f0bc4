import { randomBytes } from 'node:crypto';
import { memberPlan } from '@exitcraft/shared/content/plans';
import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../src/core/deps.ts';
import { coupons, emailOutbox } from '../src/db/schema.ts';

/** Helpers for the payment and coupon tests (not imported by the app). */

/** Coupon codes unique to one test file: on PostgreSQL every file of a run shares one database. */
export function uniqueCodes<const T extends string>(names: readonly T[]): Record<T, string> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  return Object.fromEntries(names.map((name) => [name, `${name}_${tag}`])) as Record<T, string>;
}

export const testEnv = { RATE_LIMIT_PER_MINUTE: '10000' };

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: memberPlan.priceCents,
    product_name: memberPlan.productName,
    billing_info: { fullName: 'Test Founder', email: 'ignored@example-corp.com', companyName: '' },
    ...overrides,
  };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export async function receiptCount(deps: AppDeps, to: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'receipt'), eq(emailOutbox.to, to)));
  return row?.n ?? 0;
}

export async function addCoupon(
  deps: AppDeps,
  values: {
    code: string;
    percentOff: number;
    active?: boolean;
    expiresAt?: Date | null;
    maxRedemptions?: number | null;
    redemptions?: number;
  },
) {
  await deps.db.insert(coupons).values(values);
}

export async function couponRedemptions(deps: AppDeps, code: string): Promise<number | undefined> {
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.code, code));
  return row?.redemptions;
}

/** Bodies of the wrong shape, for "never a 5xx" checks. */
export const fuzzBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { code: null },
  { code: 123, amount: 'x' },
  { code: 'x'.repeat(10_000) },
  { amount: -1 },
  { amount: 1.5, product_name: 'x', billing_info: {} },
  { amount: '179700', product_name: 'x', billing_info: { fullName: 1 } },
  { amount: 179700, product_name: '', billing_info: null },
  { amount: 1e300, product_name: 'x', billing_info: { fullName: '', email: '' } },
  { amount: 179700, product_name: 'x', billing_info: { fullName: '', email: '' }, coupon_code: { $ne: 1 } },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
];
