import { type StatusMessageResponse, statusMessageResponseSchema } from '@exitcraft/shared/schemas/auth';
import { apiRequest } from '../../lib/api-client.ts';

const post = (path: string, body: unknown): Promise<StatusMessageResponse> =>
  apiRequest(path, { method: 'POST', body, reply: statusMessageResponseSchema });

export const sendResetCode = (email: string) => post('/forgot-password-send-otp/', { email });
export const verifyResetCode = (email: string, otp: string) => post('/verify-otp/', { email, otp });
export const resetPassword = (email: string, newPassword: string) =>
  post('/reset-password/', { email, new_password: newPassword });
