import { accountServerMessages as messages } from '@exitcraft/shared/messages/account';
import {
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  changeUsernameResponseSchema,
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  messageResponseSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
} from '@exitcraft/shared/schemas/account';
import { extractUserDataResponseSchema } from '@exitcraft/shared/schemas/user';
import type { App } from '../../lib/http.ts';
import { currentSession, currentUser } from '../../plugins/authenticate.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import { toUserData } from '../auth/index.ts';
import { changePassword } from './password.ts';
import { updateProfile } from './profile.ts';
import { changeUsername, checkUsername } from './username.ts';
import { passkeySignInRoutes } from './passkey-sign-in-routes.ts';
import { secondFactorRoutes, type SecondFactorRoutesOptions } from './second-factor-routes.ts';

const tags = ['account settings'];
const security = [{ bearer: [] }];

/** member-area section 7: the settings screens' profile, username and password calls. */
export async function accountRoutes(app: App, options: SecondFactorRoutesOptions = {}) {
  await app.register(secondFactorRoutes, options);
  await app.register(passkeySignInRoutes);

  // password-confirmed calls: slower than the generous default, as guesses cost a hash each
  const confirmed = perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE);

  // the username page tries these in order until one answers (GET /extract-user-data/ is the first)
  for (const url of ['/user/current/', '/auth/me/', '/profile/']) {
    app.get(
      url,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'The signed-in user (the same reply as GET /extract-user-data/)',
          security,
          response: { 200: extractUserDataResponseSchema },
        },
      },
      async (request) => ({ status: 'success' as const, user_data: toUserData(currentUser(request)) }),
    );
  }

  app.put(
    '/profile/',
    {
      preHandler: app.authenticate,
      config: confirmed,
      schema: {
        tags,
        summary: 'Update the profile; needs the password (401 "Invalid password. Please try again.")',
        security,
        body: profileUpdateRequestSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: messages.profileUpdated,
      user_data: await updateProfile(app.deps, currentUser(request), request.body, request.ip),
    }),
  );

  app.post(
    '/check-username/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Whether an alias is taken (any case); the caller’s own counts as taken',
        security,
        body: checkUsernameRequestSchema,
        response: { 200: checkUsernameResponseSchema },
      },
    },
    async (request) => checkUsername(app.deps, currentUser(request), request.body.username),
  );

  app.post(
    '/change-username/',
    {
      preHandler: app.authenticate,
      config: confirmed,
      schema: {
        tags,
        summary: 'Change the alias to color + object + 3-digit number; password-confirmed; a new access token',
        security,
        body: changeUsernameRequestSchema,
        response: { 200: changeUsernameResponseSchema },
      },
    },
    async (request) =>
      changeUsername(app.deps, currentUser(request), currentSession(request), request.body, request.ip),
  );

  app.post(
    '/change-password/',
    {
      preHandler: app.authenticate,
      config: confirmed,
      schema: {
        tags,
        summary: 'Change the password; every other session is signed out, this one stays',
        security,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.deps, currentUser(request), currentSession(request), request.body, request.ip);
      return { message: messages.passwordChanged };
    },
  );
}
