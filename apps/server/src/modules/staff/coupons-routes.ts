import { apiErrorSchema } from '@exitcraft/shared/errors';
import {
  staffCouponCreateSchema,
  staffCouponListSchema,
  staffCouponParamsSchema,
  staffCouponPatchSchema,
  staffCouponSchema,
} from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { createStaffCoupon, patchStaffCoupon, staffCoupons } from './coupons.ts';
import { actorOf, errors, security, stepUpErrors, stepUpRequired, tags } from './route-shared.ts';

export async function couponsRoutes(app: App) {
  const { db, clock } = app.deps;
  const stepUp = stepUpRequired(app);

  app.get(
    '/coupons/',
    {
      schema: {
        tags,
        summary: 'Every coupon with its redemptions used / allowed, expiry and state',
        security,
        response: { 200: staffCouponListSchema, ...errors },
      },
    },
    async () => staffCoupons(db, clock.now()),
  );

  app.post(
    '/coupons/',
    {
      preHandler: stepUp,
      schema: {
        tags,
        summary: 'Create a coupon (code normalised to upper case; 409 when it exists) (step-up required; audited)',
        security,
        body: staffCouponCreateSchema,
        response: { 201: staffCouponSchema, ...stepUpErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffCoupon(app.deps, actorOf(request), request.body)),
  );

  app.patch(
    '/coupons/:code/',
    {
      preHandler: stepUp,
      schema: {
        tags,
        summary: 'Change a coupon’s limit or expiry, or (de)activate it (step-up required; audited)',
        security,
        params: staffCouponParamsSchema,
        body: staffCouponPatchSchema,
        response: { 200: staffCouponSchema, ...stepUpErrors },
      },
    },
    async (request) => patchStaffCoupon(app.deps, actorOf(request), request.params.code, request.body),
  );
}
