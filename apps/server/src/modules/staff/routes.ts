import { apiErrorSchema } from '@exitcraft/shared/errors';
import {
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffIdParamsSchema,
  staffMembershipRequestSchema,
  staffMembershipResponseSchema,
  staffOverviewSchema,
  staffPaymentsQuerySchema,
  staffPaymentsResponseSchema,
  staffPeopleQuerySchema,
  staffPeopleResponseSchema,
  staffPersonDetailSchema,
  staffRefundRequestSchema,
  staffRefundResponseSchema,
  staffSignOutResponseSchema,
  staffStepUpRequestSchema,
  staffStepUpResponseSchema,
} from '@exitcraft/shared/schemas/staff';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/http.ts';
import { currentSession } from '../../plugins/authenticate.ts';
import { type Actor, listAudit } from './audit.ts';
import { currentStaff, staffGate } from './gate.ts';
import { overview } from './overview.ts';
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
