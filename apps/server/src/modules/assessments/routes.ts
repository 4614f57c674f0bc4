import {
  assessmentDraftBodySchema,
  assessmentPathSchema,
  assessmentStatusSchema,
  assessmentSubmissionBodySchema,
  assessmentSubmissionPathSchema,
  brandSurveyListSchema,
  draftReplySchema,
  draftSavedReplySchema,
  instrumentReplySchema,
  submissionDetailSchema,
  submissionListSchema,
  submissionSummarySchema,
} from '@exitcraft/shared/schemas/assessments';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import {
  assessmentKind,
  assessmentStatus,
  deleteDraft,
  instrumentOf,
  latestBrandSurvey,
  listSubmissions,
  readDraft,
  readSubmission,
  saveDraft,
  submitAssessment,
} from './service.ts';

const tags = ['assessments'];
const security = [{ bearer: [] }];
const kinds = 'brand, roi or diagnostic; any other kind is 404';

/** The three assessments (brand, roi, diagnostic): instrument, draft, submissions and history. */
export interface AssessmentRoutesOptions {
  /** runs after each submission (the value snapshot of issue 30, owned by exit-readiness, is handed in) */
  onSubmitted?: (userId: string, cause: string, now: Date) => Promise<void>;
}

export async function assessmentRoutes(app: App, { onSubmitted }: AssessmentRoutesOptions = {}) {
  const { db, clock } = app.deps;

  app.get(
    '/assessments/:kind/',
    {
      schema: {
        tags,
        summary: `The instrument the server scores (${kinds}); the calculator's also lists its currencies`,
        params: assessmentPathSchema,
        response: { 200: instrumentReplySchema },
      },
    },
    async (request) => instrumentOf(assessmentKind(request.params.kind)),
  );

  app.get(
    '/assessments/:kind/draft/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s saved draft of the assessment; 204 (no body) when there is none',
        security,
        params: assessmentPathSchema,
        response: { 200: draftReplySchema, 204: z.null().describe('No saved draft') },
      },
    },
    async (request, reply) => {
      const draft = await readDraft(db, currentUser(request).id, assessmentKind(request.params.kind));
      // no draft is the normal state of a first visit, not an error the browser should log
      return draft ?? reply.status(204).send(null);
    },
  );

  app.put(
    '/assessments/:kind/draft/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save the draft: any subset of valid answers, the section shown, the calculator’s currency',
        security,
        params: assessmentPathSchema,
        body: assessmentDraftBodySchema,
        response: { 200: draftSavedReplySchema },
      },
    },
    async (request) =>
      saveDraft(db, currentUser(request).id, assessmentKind(request.params.kind), request.body, clock.now()),
  );

  app.delete(
    '/assessments/:kind/draft/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Drop the caller’s draft of the assessment (idempotent)',
        security,
        params: assessmentPathSchema,
      },
    },
    async (request, reply) => {
      await deleteDraft(db, currentUser(request).id, assessmentKind(request.params.kind));
      return reply.status(204).send();
    },
  );

  app.post(
    '/assessments/:kind/submissions/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Submit: the server scores and keeps every submission, and drops the draft',
        security,
        params: assessmentPathSchema,
        body: assessmentSubmissionBodySchema,
        // an incomplete brand or diagnostic answer set is `{ code: 'assessment_incomplete', …, missing_items }`
        response: { 201: submissionSummarySchema },
      },
    },
    async (request, reply) => {
      const kind = assessmentKind(request.params.kind);
      const now = clock.now();
      const userId = currentUser(request).id;
      const submission = await submitAssessment(db, userId, kind, request.body, now);
      await onSubmitted?.(userId, kind, now);
      return reply.status(201).send(submission);
    },
  );

  app.get(
    '/assessments/:kind/submissions/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s submissions of the assessment, newest first, with their scores',
        security,
        params: assessmentPathSchema,
        response: { 200: submissionListSchema },
      },
    },
    async (request) => listSubmissions(db, currentUser(request).id, assessmentKind(request.params.kind)),
  );

  app.get(
    '/assessments/:kind/status/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s draft progress (null when none) and submissions of the assessment, for its tool page',
        security,
        params: assessmentPathSchema,
        response: { 200: assessmentStatusSchema },
      },
    },
    async (request) => assessmentStatus(db, currentUser(request).id, assessmentKind(request.params.kind)),
  );

  app.get(
    '/assessments/:kind/submissions/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One of the caller’s submissions with its answers; 404 for anyone else’s',
        security,
        params: assessmentSubmissionPathSchema,
        response: { 200: submissionDetailSchema },
      },
    },
    async (request) =>
      readSubmission(db, currentUser(request).id, assessmentKind(request.params.kind), request.params.id),
  );

  app.get(
    '/brand-surveys/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s latest brand assessment as [{ question, answer }] (snake_case answer); [] when none',
        security,
        response: { 200: brandSurveyListSchema },
      },
    },
    async (request) => latestBrandSurvey(db, currentUser(request).id),
  );
}
