import { apiErrorSchema } from '@exitcraft/shared/errors';
import {
  staffIdParamsSchema,
  staffPaymentsQuerySchema,
  staffPaymentsResponseSchema,
  staffRefundRequestSchema,
  staffRefundResponseSchema,
} from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { listPayments, refundByStaff } from './payments.ts';
import { actorOf, errors, security, stepUpErrors, stepUpRequired, tags } from './route-shared.ts';

export async function paymentsRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/payments/',
    {
      schema: {
        tags,
        summary:
          'Payments newest first, each with its person; status filter (paid, pending, failed, refunded); cursor paging',
        security,
        querystring: staffPaymentsQuerySchema,
        response: { 200: staffPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => listPayments(db, request.query),
  );

  app.post(
    '/payments/:id/refund/',
    {
      preHandler: stepUpRequired(app),
      schema: {
        tags,
        summary:
          'Refund a completed payment in full through its provider; ends the membership; idempotent (step-up required; audited)',
        security,
        params: staffIdParamsSchema,
        body: staffRefundRequestSchema,
        response: { 200: staffRefundResponseSchema, ...stepUpErrors, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => refundByStaff(app.deps, actorOf(request), request.params.id, request.body.reason),
  );
}
