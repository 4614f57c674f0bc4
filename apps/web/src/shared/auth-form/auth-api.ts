import {
  type CheckEmailStatusResponse,
  checkEmailStatusResponseSchema,
  type LoginResponse,
  loginResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
  registerResponseSchema,
  type StatusMessageResponse,
  statusMessageResponseSchema,
} from '@exitcraft/shared/schemas/auth';
import { webauthnOptionsResponseSchema } from '@exitcraft/shared/schemas/second-factor';
import { apiRequest, type ReplySchema } from '../../lib/api-client.ts';
import { csrfHeaderName, ensureCsrfToken } from '../../lib/csrf.ts';

/** Public-site section 7: every registration call gives up after 90 s (a cold server may be waking). */
export const registrationTimeoutMs = 90_000;

/** The registration payload; `phone_number` is the dial code followed by the digits, e.g. +14165550148. */
export type RegistrationPayload = RegisterRequest;

// the replies are the shared schemas the server declares for these routes, checked on arrival
const post = <T>(path: string, body: unknown, reply: ReplySchema<T>) =>
  apiRequest<T>(path, { method: 'POST', body, reply, timeoutMs: registrationTimeoutMs });

export const checkEmailStatus = (email: string): Promise<CheckEmailStatusResponse> =>
  post('/check_email_status/', { email }, checkEmailStatusResponseSchema);

export const sendEmailOtp = (email: string): Promise<StatusMessageResponse> =>
  post('/send_email_otp/', { email }, statusMessageResponseSchema);

export const verifyEmailOtp = (email: string, otp: string): Promise<StatusMessageResponse> =>
  post('/verify_email_otp/', { email, otp }, statusMessageResponseSchema);

export const registerAccount = (payload: RegistrationPayload): Promise<RegisterResponse> =>
  post('/register/', payload, registerResponseSchema);

export async function login(identifier: string, password: string): Promise<LoginResponse> {
  const csrf = await ensureCsrfToken();
  return apiRequest('/login/', {
    method: 'POST',
    body: { identifier, password },
    headers: { [csrfHeaderName]: csrf },
    reply: loginResponseSchema,
  });
}

/** Wakes a sleeping server while the visitor fills in the form; the answer does not matter. */
export function pingHealth(): void {
  void apiRequest('/health').catch(() => undefined);
}

/** The visitor's country from our own server (which never hands the address to a third party unasked). */
export async function lookUpCountryCode(signal?: AbortSignal): Promise<string | null> {
  try {
    const reply = await apiRequest<{ country_code?: unknown }>('/geoip/', signal ? { signal } : {});
    return typeof reply?.country_code === 'string' ? reply.country_code : null;
  } catch {
    return null;
  }
}

/** The login view's passkey sign-in: the server's challenge, the device's prompt, the same tokens as a login. */
export async function loginWithPasskey(): Promise<LoginResponse> {
  const { signWithPasskey } = await import('../../lib/passkeys.ts');
  const { challenge_id, options } = await apiRequest('/passkeys/sign-in/options/', {
    method: 'POST',
    reply: webauthnOptionsResponseSchema,
  });
  const response = await signWithPasskey(options);
  return apiRequest('/passkeys/sign-in/', {
    method: 'POST',
    body: { challenge_id, response },
    reply: loginResponseSchema,
  });
}
