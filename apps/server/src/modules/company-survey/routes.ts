import {
  companySurveyReadSchema,
  companySurveySubmitSchema,
  companySurveyWriteSchema,
} from '@exitcraft/shared/schemas/company-survey';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readSurvey, saveSurvey, submitSurvey } from './service.ts';

export interface CompanySurveyRoutesOptions {
  /** runs after each submission (the value snapshot of issue 30, owned by exit-readiness, is handed in) */
  onSubmitted?: (userId: string, cause: string, now: Date) => Promise<void>;
}

export async function companySurveyRoutes(app: App, { onSubmitted }: CompanySurveyRoutesOptions = {}) {
  const { db, clock } = app.deps;

  app.get(
    '/company-surveys/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business details'],
        summary: 'The caller’s business-details survey (read form; null for a field never saved)',
        security: [{ bearer: [] }],
        response: { 200: companySurveyReadSchema },
      },
    },
    async (request) => readSurvey(db, currentUser(request).id),
  );

  app.post(
    '/company-surveys/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business details'],
        summary: 'Save any subset of the survey as the draft (write form; a blank value clears a field)',
        security: [{ bearer: [] }],
        body: companySurveyWriteSchema,
        response: { 200: companySurveyReadSchema },
      },
    },
    async (request) => saveSurvey(db, currentUser(request).id, request.body, clock.now()),
  );

  app.post(
    '/company-surveys/submit/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business details'],
        summary: 'Save the fields sent, then submit the stored survey; 400 lists the fields still missing',
        security: [{ bearer: [] }],
        body: companySurveySubmitSchema,
        // a refusal is `{ code: 'survey_incomplete', …, missing_fields }` (surveyIncompleteSchema)
        response: { 200: companySurveyReadSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = clock.now();
      const survey = await submitSurvey(db, userId, request.body, now);
      await onSubmitted?.(userId, 'business_details', now);
      return survey;
    },
  );
}
