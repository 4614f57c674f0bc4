import {
  addPasskeyRequestSchema,
  passkeyParamsSchema,
  passkeySchema,
  passwordOnlyRequestSchema,
  recoveryCodesResponseSchema,
  renamePasskeyRequestSchema,
  secondFactorStatusSchema,
  totpConfirmRequestSchema,
  totpSetupResponseSchema,
  webauthnOptionsResponseSchema,
} from '@exitcraft/shared/schemas/second-factor';
import { messageResponseSchema } from '@exitcraft/shared/schemas/account';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { authenticateEveryRoute, perUserRateLimit } from '../../plugins/route-policies.ts';
import { confirmPassword } from './confirm-password.ts';
import type { AuditStaff } from './factor-notices.ts';
import {
  addPasskey,
  deletePasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  renamePasskey,
} from './passkeys.ts';
import { secondFactorStatus } from './second-factor.ts';
import { confirmTotp, removeTotp, startTotp } from './totp.ts';

const tags = ['account settings'];
const security = [{ bearer: [] }];

export interface SecondFactorRoutesOptions {
  /** the staff module's audit writer, handed over by modules/index.ts (staff builds on accounts) */
  auditStaff?: AuditStaff;
}

/** Settings: passkeys for everyone, an authenticator app with recovery codes (decision 033). */
export async function secondFactorRoutes(app: App, { auditStaff }: SecondFactorRoutesOptions) {
  const confirmed = perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE);
  authenticateEveryRoute(app);

  app.get(
    '/second-factor/',
    {
      schema: {
        tags,
        summary: 'The caller’s passkeys, whether an authenticator app is set up, recovery codes left',
        security,
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => secondFactorStatus(app.deps, currentUser(request)),
  );

  app.post(
    '/second-factor/challenge/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'A challenge for one of the caller’s passkeys, to confirm a dangerous action (404 without one)',
        security,
        response: { 200: webauthnOptionsResponseSchema },
      },
    },
    async (request) => passkeyAuthenticationOptions(app.deps, currentUser(request)),
  );

  app.post(
    '/passkeys/options/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Options for navigator.credentials.create: a new passkey for the caller (5 minutes, single use)',
        security,
        response: { 200: webauthnOptionsResponseSchema },
      },
    },
    async (request) => passkeyRegistrationOptions(app.deps, currentUser(request)),
  );

  app.post(
    '/passkeys/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Add the passkey the browser created for the challenge, under a name',
        security,
        body: addPasskeyRequestSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => addPasskey(app.deps, auditStaff, currentUser(request), request.body, request.ip),
  );

  app.patch(
    '/passkeys/:id/',
    {
      schema: {
        tags,
        summary: 'Rename one of the caller’s passkeys (another’s: 404)',
        security,
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => renamePasskey(app.deps.db, currentUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/passkeys/:id/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Remove one of the caller’s passkeys; needs the password (another’s: 404)',
        security,
        params: passkeyParamsSchema,
        body: passwordOnlyRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await confirmPassword(app.deps, user, request.body.password, request.ip);
      await deletePasskey(app.deps, auditStaff, user, request.params.id, request.ip);
      return { message: 'Passkey removed.' };
    },
  );

  app.post(
    '/totp/setup/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Start an authenticator app: a new secret as an otpauth URI and a key; needs the password',
        security,
        body: passwordOnlyRequestSchema,
        response: { 200: totpSetupResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await confirmPassword(app.deps, user, request.body.password, request.ip);
      return startTotp(app.deps, user);
    },
  );

  app.post(
    '/totp/confirm/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code; answers ten one-time recovery codes, shown once',
        security,
        body: totpConfirmRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recovery_codes: await confirmTotp(app.deps, auditStaff, currentUser(request), request.body.code, request.ip),
    }),
  );

  app.delete(
    '/totp/',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Remove the authenticator app and its recovery codes; needs the password',
        security,
        body: passwordOnlyRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await confirmPassword(app.deps, user, request.body.password, request.ip);
      await removeTotp(app.deps, auditStaff, user, request.ip);
      return { message: 'Authenticator app removed.' };
    },
  );
}
