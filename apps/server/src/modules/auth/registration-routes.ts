import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import {
  checkEmailStatusRequestSchema,
  checkEmailStatusResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  sendEmailOtpRequestSchema,
  statusMessageResponseSchema,
  verifyOtpRequestSchema,
} from '@exitcraft/shared/schemas/auth';
import type { App } from '../../lib/http.ts';
import type { UserRow } from '../../core/caller.ts';
import type { AppDeps } from '../../core/deps.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { authEndpointConfig } from '../../core/rate-limit.ts';
import { checkEmailStatus, registerUser, sendRegistrationCode, verifyRegistrationCode } from './registration.ts';

const tags = ['accounts'];

/**
 * With a bearer, POST /send_email_otp/ resends the code of an address the caller is adding: the
 * company-emails module owns those codes, and builds on auth, so modules/index.ts hands its resend
 * in here rather than auth importing it (the two would import each other). It answers null when
 * the caller awaits no code for the address: the registration code is sent then.
 */
export type ResendCallerCode = (deps: AppDeps, user: UserRow, email: string, client: string) => Promise<string | null>;

export interface RegistrationRoutesOptions {
  resendCallerCode: ResendCallerCode;
}

export async function registrationRoutes(app: App, { resendCallerCode }: RegistrationRoutesOptions) {
  const config = authEndpointConfig(app.deps.config);

  app.post(
    '/check_email_status/',
    {
      config,
      schema: {
        tags,
        summary: 'Whether an email has an account, and whether it is a member',
        body: checkEmailStatusRequestSchema,
        response: { 200: checkEmailStatusResponseSchema },
      },
    },
    async (request) => checkEmailStatus(app.deps, request.body.email),
  );

  app.post(
    '/send_email_otp/',
    {
      config,
      schema: {
        tags,
        summary:
          'Email a 6-digit registration code (409 when the email is registered); with a bearer, the resend of an address the caller is adding',
        body: sendEmailOtpRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      // the settings page resends its add-email code here (DESIGN section 1): with a bearer and
      // an address the caller awaits a code for, that code; otherwise the registration code
      if (request.headers.authorization !== undefined) {
        await app.authenticate(request);
        const message = await resendCallerCode(app.deps, currentUser(request), request.body.email, request.ip);
        if (message) return { status: 'success' as const, message };
      }
      return {
        status: 'success' as const,
        message: await sendRegistrationCode(app.deps, request.body.email, request.ip),
      };
    },
  );

  app.post(
    '/verify_email_otp/',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the registration code',
        body: verifyOtpRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      await verifyRegistrationCode(app.deps, request.body.email, request.body.otp);
      return { status: 'success' as const, message: messages.emailVerified };
    },
  );

  app.post(
    '/register/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a guest account for an email verified in the last 30 minutes',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const registered = await registerUser(app.deps, request.body);
      return reply.status(201).send({ ...registered, message: messages.registered });
    },
  );
}
