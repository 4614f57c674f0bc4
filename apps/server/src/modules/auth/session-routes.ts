import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import {
  csrfResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  statusMessageResponseSchema,
} from '@exitcraft/shared/schemas/auth';
import { extractUserDataResponseSchema } from '@exitcraft/shared/schemas/user';
import { createCsrfToken, csrfCookieName, isValidCsrfPair } from '../../lib/csrf.ts';
import { forbidden } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { login } from './login.ts';
import { authEndpointConfig } from '../../core/rate-limit.ts';
import { revokeByToken, rotateRefreshToken } from './refresh-tokens.ts';
import { toUserData } from './user-data.ts';

const tags = ['accounts'];

export async function sessionRoutes(app: App) {
  const { config: appConfig } = app.deps;
  const config = authEndpointConfig(appConfig);

  app.get(
    '/csrf/',
    {
      config,
      schema: {
        tags,
        summary: 'Set the csrftoken cookie that POST /login/ expects back in X-CSRFToken',
        response: { 200: csrfResponseSchema },
      },
    },
    async (request, reply) => {
      const current = request.cookies[csrfCookieName];
      // keep a token we signed (other tabs may hold it); replace anything else
      const token =
        current && isValidCsrfPair(appConfig.JWT_SECRET, current, current)
          ? current
          : createCsrfToken(appConfig.JWT_SECRET);
      reply.setCookie(csrfCookieName, token, {
        path: '/',
        sameSite: 'lax',
        secure: appConfig.APP_URL.startsWith('https://'),
        httpOnly: false,
      });
      return { csrfToken: token };
    },
  );

  app.post(
    '/login/',
    {
      config,
      // checked before the body: a cross-site request learns nothing, not even a validation message
      preValidation: async (request) => {
        const header = request.headers['x-csrftoken'];
        const headerValue = typeof header === 'string' ? header : undefined;
        if (!isValidCsrfPair(appConfig.JWT_SECRET, request.cookies[csrfCookieName], headerValue)) {
          throw forbidden(messages.csrfFailed);
        }
      },
      schema: {
        tags,
        summary: 'Sign in with email or alias; needs the csrftoken cookie echoed in X-CSRFToken',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: messages.loginSucceeded,
      tokens: await login(app.deps, request.body.identifier, request.body.password, request.ip),
    }),
  );

  app.post(
    '/api/token/refresh/',
    {
      config,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair (the one sent is spent; replaying it revokes the family)',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request) => rotateRefreshToken(app.deps, request.body.refresh),
  );

  app.post(
    '/logout/',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke the refresh token and its family (idempotent)',
        body: logoutRequestSchema,
        response: { 200: statusMessageResponseSchema },
      },
    },
    async (request) => {
      await revokeByToken(app.deps, request.body.refresh);
      return { status: 'success' as const, message: messages.loggedOut };
    },
  );

  app.get(
    '/extract-user-data/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: extractUserDataResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, user_data: toUserData(currentUser(request)) }),
  );
}
