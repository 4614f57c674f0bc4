import {
  staffIdParamsSchema,
  staffMembershipRequestSchema,
  staffMembershipResponseSchema,
  staffPeopleQuerySchema,
  staffPeopleResponseSchema,
  staffPersonDetailSchema,
  staffSignOutResponseSchema,
} from '@exitcraft/shared/schemas/staff';
import type { App } from '../../lib/http.ts';
import { listPeople, personDetail, setMembership, signOutEverywhere } from './people.ts';
import { actorOf, errors, security, stepUpErrors, stepUpRequired, tags } from './route-shared.ts';

export async function peopleRoutes(app: App) {
  const { db, clock } = app.deps;
  const stepUp = stepUpRequired(app);

  app.get(
    '/people/',
    {
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
    '/people/:id/',
    {
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
    '/people/:id/membership/',
    {
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
    '/people/:id/sign-out/',
    {
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
}
