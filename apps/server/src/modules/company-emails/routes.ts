import { accountServerMessages as messages } from '@exitcraft/shared/messages/account';
import { statusMessageResponseSchema } from '@exitcraft/shared/schemas/auth';
import {
  addEmailRequestSchema,
  emailPasswordRequestSchema,
  listCompanyEmailsResponseSchema,
  verifyEmailOtpRequestSchema,
} from '@exitcraft/shared/schemas/company-emails';
import type { App } from '../../lib/http.ts';
import { currentSession, currentUser } from '../../plugins/authenticate.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import {
  listCompanyEmails,
  removeEmail,
  sendAccountEmailCode,
  setPrimaryEmail,
  verifyAccountEmail,
} from './service.ts';

const tags = ['account settings'];
const security = [{ bearer: [] }];
const success = 'success' as const;

/** member-area section 7: the Company Email page (and /otpverify for the account's own address). */
export async function companyEmailRoutes(app: App) {
  // each of these sends mail or checks a password or a code
  const limited = perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE);

  app.get(
    '/list-company-emails/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The account’s addresses: the primary first, then the others (verified or awaiting a code)',
        security,
        response: { 200: listCompanyEmailsResponseSchema },
      },
    },
    async (request) => listCompanyEmails(app.deps, currentUser(request)),
  );

  app.post(
    '/send-email-otp/',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: {
        tags,
        summary:
          'Email a code to an address being added (409 when another account holds it), or to the caller’s own unverified primary',
        security,
        body: addEmailRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => ({
      status: success,
      message: await sendAccountEmailCode(app.deps, currentUser(request), request.body.email, request.ip),
    }),
  );

  app.post(
    '/verify-email-otp/',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: {
        tags,
        summary: 'Verify the code: the address becomes the account’s (one account per address)',
        security,
        body: verifyEmailOtpRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      await verifyAccountEmail(app.deps, currentUser(request), request.body.email, request.body.otp);
      return { status: success, message: messages.emailVerified };
    },
  );

  app.post(
    '/remove-email/',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: {
        tags,
        summary: 'Remove an address (never the primary); password-confirmed',
        security,
        body: emailPasswordRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await removeEmail(app.deps, currentUser(request), email, password, request.ip);
      return { status: success, message: messages.emailRemoved };
    },
  );

  app.post(
    '/set-primary-email/',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: {
        tags,
        summary: 'Make a verified address primary; password-confirmed; other sessions end, the old primary is told',
        security,
        body: emailPasswordRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await setPrimaryEmail(app.deps, currentUser(request), currentSession(request), email, password, request.ip);
      return { status: success, message: messages.primaryChanged };
    },
  );
}
