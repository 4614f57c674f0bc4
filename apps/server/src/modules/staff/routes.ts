import { apiErrorSchema } from '@exitcraft/shared/errors';
import {
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffCouponCreateSchema,
  staffCouponListSchema,
  staffCouponParamsSchema,
  staffCouponPatchSchema,
  staffCouponSchema,
  staffIdParamsSchema,
  staffMembershipRequestSchema,
  staffMembershipResponseSchema,
  staffModerationActionResponseSchema,
  staffModerationParamsSchema,
  staffModerationQuerySchema,
  staffModerationResponseSchema,
  staffOverviewSchema,
  staffPaymentsFilterSchema,
  staffPaymentsQuerySchema,
  staffPaymentsResponseSchema,
  staffPeopleFilterSchema,
  staffPeopleQuerySchema,
  staffPeopleResponseSchema,
  staffPersonDetailSchema,
  staffRefundRequestSchema,
  staffRefundResponseSchema,
  staffResearchCategoryRequestSchema,
  staffResearchCategorySchema,
  staffResearchIdParamsSchema,
  staffResearchListSchema,
  staffSignOutResponseSchema,
  staffStepUpRequestSchema,
  staffStepUpResponseSchema,
} from '@exitcraft/shared/schemas/staff';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/http.ts';
import { currentSession } from '../../plugins/authenticate.ts';
import { type Actor, listAudit } from './audit.ts';
import { currentStaff, staffGate } from './gate.ts';
import { createStaffCoupon, patchStaffCoupon, staffCoupons } from './coupons.ts';
import { exportPayments, exportPeople } from './export.ts';
import { listReported, moderate } from './moderation.ts';
import { overview } from './overview.ts';
import { createResearch, deleteResearch, staffResearch, updateResearch } from './research.ts';
import { listPayments, refundByStaff } from './payments.ts';
import { listPeople, personDetail, setMembership, signOutEverywhere } from './people.ts';
import { openStepUp, requireStepUp } from './step-up.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
const stepUpErrors = { ...errors, 403: apiErrorSchema };

/** The staff back office API (issue 18): every path behind the staff gate, thin over the services. */
export async function staffRoutes(app: App) {
  const { db, clock } = app.deps;
  const gate = staffGate(app);

  const actorOf = (request: FastifyRequest): Actor => {
    const staff = currentStaff(request);
    return { id: staff.id, email: staff.email, ip: request.ip };
  };
  /** What moves money or access: only inside the session's step-up window. */
  const stepUp = async (request: FastifyRequest) => {
    await requireStepUp(db, currentStaff(request).id, currentSession(request), clock.now());
  };

  app.post(
    '/staff/step-up/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Confirm the password: this session may move money or access for 15 minutes',
        security,
        body: staffStepUpRequestSchema,
        response: { 200: staffStepUpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const expiresAt = await openStepUp(
        app.deps,
        staff,
        currentSession(request),
        request.body.password,
        actorOf(request),
      );
      return { expires_at: expiresAt.toISOString() };
    },
  );

  app.get(
    '/staff/overview/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Counts of members, guests and staff, revenue net of refunds, 90 days of registrations and payments',
        security,
        response: { 200: staffOverviewSchema, ...errors },
      },
    },
    async () => overview(db, clock.now()),
  );

  app.get(
    '/staff/people/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary:
          'People, newest first: search over email, name, alias and company; kind and verified filters; cursor paging',
        security,
        querystring: staffPeopleQuerySchema,
        response: { 200: staffPeopleResponseSchema, ...errors },
      },
    },
    async (request) => listPeople(db, request.query),
  );

  app.get(
    '/staff/people/:id/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'One person: profile, onboarding step, submissions, payments, active sessions',
        security,
        params: staffIdParamsSchema,
        response: { 200: staffPersonDetailSchema, ...errors },
      },
    },
    async (request) => personDetail(db, request.params.id, clock.now()),
  );

  app.post(
    '/staff/people/:id/membership/',
    {
      onRequest: gate,
      preHandler: stepUp,
      schema: {
        tags,
        summary: 'Grant or revoke a membership, with a reason (step-up required; audited)',
        security,
        params: staffIdParamsSchema,
        body: staffMembershipRequestSchema,
        response: { 200: staffMembershipResponseSchema, ...stepUpErrors },
      },
    },
    async (request) => setMembership(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/people/:id/sign-out/',
    {
      onRequest: gate,
      preHandler: stepUp,
      schema: {
        tags,
        summary: 'End every session of the person: their tokens are refused at once (step-up required; audited)',
        security,
        params: staffIdParamsSchema,
        response: { 200: staffSignOutResponseSchema, ...stepUpErrors },
      },
    },
    async (request) => signOutEverywhere(app.deps, actorOf(request), request.params.id),
  );

  app.get(
    '/staff/payments/',
    {
      onRequest: gate,
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
    '/staff/payments/:id/refund/',
    {
      onRequest: gate,
      preHandler: stepUp,
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

  app.get(
    '/staff/coupons/',
    {
      onRequest: gate,
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
    '/staff/coupons/',
    {
      onRequest: gate,
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
    '/staff/coupons/:code/',
    {
      onRequest: gate,
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

  app.get(
    '/staff/research/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'The research categories GET /api-statistics/ serves, with their ids',
        security,
        response: { 200: staffResearchListSchema, ...errors },
      },
    },
    async () => staffResearch(db),
  );

  app.post(
    '/staff/research/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Add a research category at the end of the list (https sources; audited)',
        security,
        body: staffResearchCategoryRequestSchema,
        response: { 201: staffResearchCategorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createResearch(app.deps, actorOf(request), request.body)),
  );

  app.put(
    '/staff/research/:id/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Replace a research category’s name and statistics (audited)',
        security,
        params: staffResearchIdParamsSchema,
        body: staffResearchCategoryRequestSchema,
        response: { 200: staffResearchCategorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateResearch(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/staff/research/:id/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Remove a research category (audited)',
        security,
        params: staffResearchIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteResearch(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/staff/moderation/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary:
          'Reported community messages, newest report first: channel, alias, text, report count and reasons, hidden state; cursor paging',
        security,
        querystring: staffModerationQuerySchema,
        response: { 200: staffModerationResponseSchema, ...errors },
      },
    },
    async (request) => listReported(db, request.query),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/staff/moderation/:id/${action}/`,
      {
        onRequest: gate,
        schema: {
          tags,
          summary: hidden
            ? 'Hide a community message for everyone: it leaves every open stream at once (audited)'
            : 'Restore a hidden community message: it is back in the history and in every open stream (audited)',
          security,
          params: staffModerationParamsSchema,
          response: { 200: staffModerationActionResponseSchema, ...errors },
        },
      },
      async (request) => moderate(app.deps, actorOf(request), request.params.id, hidden),
    );
  }

  const csvHeaders = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${clock.now().toISOString().slice(0, 10)}.csv"`,
  });

  app.get(
    '/staff/export/people.csv',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'The People view as filtered, as CSV (streamed; formulas neutralised; audited)',
        security,
        querystring: staffPeopleFilterSchema,
      },
    },
    async (request, reply) =>
      reply.headers(csvHeaders('people')).send(await exportPeople(app.deps, actorOf(request), request.query)),
  );

  app.get(
    '/staff/export/payments.csv',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'The Payments view as filtered, as CSV (streamed; formulas neutralised; audited)',
        security,
        querystring: staffPaymentsFilterSchema,
      },
    },
    async (request, reply) =>
      reply.headers(csvHeaders('payments')).send(await exportPayments(app.deps, actorOf(request), request.query)),
  );

  app.get(
    '/staff/audit/',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'The audit log, newest first: filter by actor, action and time; cursor paging',
        security,
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditResponseSchema, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );
}
