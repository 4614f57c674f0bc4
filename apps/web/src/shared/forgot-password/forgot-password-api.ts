import type { StatusMessageResponse } from '@exitcraft/shared/schemas/auth';
import { apiRequest } from '../../lib/api-client.ts';

/** `auth`: the settings screens send the bearer with these calls (member-area section 7 notes). */
const post = (path: string, body: unknown, auth: boolean): Promise<StatusMessageResponse> =>
  apiRequest<StatusMessageResponse>(path, { method: 'POST', body, auth });

export const sendResetCode = (email: string, auth = false) => post('/forgot-password-send-otp/', { email }, auth);
export const verifyResetCode = (email: string, otp: string, auth = false) => post('/verify-otp/', { email, otp }, auth);
export const resetPassword = (email: string, newPassword: string, auth = false, keepPasskeys = false) =>
  post('/reset-password/', { email, new_password: newPassword, keep_passkeys: keepPasskeys }, auth);
