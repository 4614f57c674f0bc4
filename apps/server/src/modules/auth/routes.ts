import type { App } from '../../lib/http.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** Accounts: public-site section 7's sign-up, sign-in, session and password-reset calls. */
export async function authRoutes(app: App) {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
}
