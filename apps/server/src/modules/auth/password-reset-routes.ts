import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import {
  forgotPasswordSendOtpRequestSchema,
  resetPasswordRequestSchema,
  statusMessageResponseSchema,
  verifyOtpRequestSchema,
} from '@exitcraft/shared/schemas/auth';
import type { App } from '../../lib/http.ts';
import { optionalSession } from '../../plugins/authenticate.ts';
import { type RemovePasskeys, resetPassword, sendResetCode, verifyResetCode } from './password-reset.ts';
import { authEndpointConfig } from '../../core/rate-limit.ts';

const tags = ['accounts'];

export interface PasswordResetRoutesOptions {
  /** the accounts module's passkey removal (accounts builds on auth), run unless the person keeps them */
  removePasskeys?: RemovePasskeys;
}

export async function passwordResetRoutes(app: App, { removePasskeys }: PasswordResetRoutesOptions) {
  const config = authEndpointConfig(app.deps.config);

  app.post(
    '/forgot-password-send-otp/',
    {
      config,
      schema: {
        tags,
        summary: 'Email a reset code (same answer whether or not the account exists)',
        body: forgotPasswordSendOtpRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      await sendResetCode(app.deps, request.body.email, request.ip);
      return { status: 'success' as const, message: messages.resetCodeSent };
    },
  );

  app.post(
    '/verify-otp/',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the reset code',
        body: verifyOtpRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      await verifyResetCode(app.deps, request.body.email, request.body.otp);
      return { status: 'success' as const, message: messages.resetCodeVerified };
    },
  );

  app.post(
    '/reset-password/',
    {
      config,
      schema: {
        tags,
        summary:
          'Set a new password after a verified code; signs out every session but the caller’s own (a bearer of the same account)',
        body: resetPasswordRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      const asking = await optionalSession(app, request);
      await resetPassword(app.deps, request.body.email, request.body.new_password, asking, {
        keep: request.body.keep_passkeys === true,
        remove: removePasskeys,
        client: request.ip,
      });
      return { status: 'success' as const, message: messages.passwordReset };
    },
  );
}
