import {
  companySurveyReadSchema,
  companySurveySubmitSchema,
  companySurveyWriteSchema,
} from '@exitcraft/shared/schemas/company-survey';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { readSurvey, saveSurvey, submitSurvey } from './service.ts';

export async function companySurveyRoutes(app: App) {
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
    async (request) => submitSurvey(db, currentUser(request).id, request.body, clock.now()),
  );
}
