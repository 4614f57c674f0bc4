import type { App } from '../../lib/http.ts';
import { type PasswordResetRoutesOptions, passwordResetRoutes } from './password-reset-routes.ts';
import { type RegistrationRoutesOptions, registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** Accounts: public-site section 7's sign-up, sign-in, session and password-reset calls. */
export async function authRoutes(
  app: App,
  { resendCallerCode, removePasskeys }: RegistrationRoutesOptions & PasswordResetRoutesOptions,
) {
  await app.register(registrationRoutes, { resendCallerCode });
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes, removePasskeys ? { removePasskeys } : {});
}
