import { apiRequest } from '../../lib/api-client.ts';

interface Reply {
  status?: string;
  message?: string;
}

const post = (path: string, body: unknown) => apiRequest<Reply | null>(path, { method: 'POST', body });

export const sendResetCode = (email: string) => post('/forgot-password-send-otp/', { email });
export const verifyResetCode = (email: string, otp: string) => post('/verify-otp/', { email, otp });
export const resetPassword = (email: string, newPassword: string) =>
  post('/reset-password/', { email, new_password: newPassword });
