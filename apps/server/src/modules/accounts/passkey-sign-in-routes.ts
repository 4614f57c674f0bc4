import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import {
  passkeySignInRequestSchema,
  passkeySignInResponseSchema,
  webauthnOptionsResponseSchema,
} from '@exitcraft/shared/schemas/second-factor';
import { authEndpointConfig } from '../../core/rate-limit.ts';
import type { App } from '../../lib/http.ts';
import { cancelPendingDeletion, issueTokenPair } from '../auth/index.ts';
import { passkeyAuthenticationOptions, verifyPasskeySignIn } from './passkeys.ts';

const tags = ['accounts'];

/**
 * The login view's other way in: a passkey alone. Its session is the password sign-in's (the same
 * token pair from the same code); no CSRF pair is needed, as the signed challenge is bound to this
 * origin by the browser and spent on first use.
 */
export async function passkeySignInRoutes(app: App) {
  const config = authEndpointConfig(app.deps.config);

  app.post(
    '/passkeys/sign-in/options/',
    {
      config,
      schema: {
        tags,
        summary: 'Options for navigator.credentials.get: sign in with any passkey of this site',
        response: { 200: webauthnOptionsResponseSchema },
      },
    },
    async () => passkeyAuthenticationOptions(app.deps, null),
  );

  app.post(
    '/passkeys/sign-in/',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with the passkey that signed the challenge; the same token pair as POST /login/',
        body: passkeySignInRequestSchema,
        response: { 200: passkeySignInResponseSchema },
      },
    },
    async (request) => {
      const userId = await verifyPasskeySignIn(app.deps, request.body.challenge_id, request.body.response);
      // a sign-in during the cooling-off cancels the deletion, whichever way the person signed in
      await cancelPendingDeletion(app.deps, userId);
      return {
        status: 'success' as const,
        message: messages.loginSucceeded,
        tokens: await issueTokenPair(app.deps, userId),
      };
    },
  );
}
