import type {
  CheckEmailStatusResponse,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  StatusMessageResponse,
} from '@exitcraft/shared/schemas/auth';
import { apiRequest, lazyReply, type ReplySchema } from '../../lib/api-client.ts';
import { csrfHeaderName, ensureCsrfToken } from '../../lib/csrf.ts';

// The replies are the shared schemas the server declares for these routes, checked on arrival.
// They (and zod) are fetched with the first call, not with the form: /auth shows the form before
// anyone has pressed anything (decision 043).
const authSchemas = () => import('@exitcraft/shared/schemas/auth');
const checkEmailStatusReply = lazyReply(authSchemas, (m) => m.checkEmailStatusResponseSchema);
const statusMessageReply = lazyReply(authSchemas, (m) => m.statusMessageResponseSchema);
const registerReply = lazyReply(authSchemas, (m) => m.registerResponseSchema);
const loginReply = lazyReply(authSchemas, (m) => m.loginResponseSchema);
const webauthnOptionsReply = lazyReply(
  () => import('@exitcraft/shared/schemas/second-factor'),
  (m) => m.webauthnOptionsResponseSchema,
);

/** Public-site section 7: every registration call gives up after 90 s (a cold server may be waking). */
export const registrationTimeoutMs = 90_000;

/** The registration payload; `phone_number` is the dial code followed by the digits, e.g. +14165550148. */
export type RegistrationPayload = RegisterRequest;

const post = <T>(path: string, body: unknown, reply: () => Promise<ReplySchema<T>>) =>
  apiRequest<T>(path, { method: 'POST', body, reply, timeoutMs: registrationTimeoutMs });

export const checkEmailStatus = (email: string): Promise<CheckEmailStatusResponse> =>
  post('/check_email_status/', { email }, checkEmailStatusReply);

export const sendEmailOtp = (email: string): Promise<StatusMessageResponse> =>
  post('/send_email_otp/', { email }, statusMessageReply);

export const verifyEmailOtp = (email: string, otp: string): Promise<StatusMessageResponse> =>
  post('/verify_email_otp/', { email, otp }, statusMessageReply);

export const registerAccount = (payload: RegistrationPayload): Promise<RegisterResponse> =>
  post('/register/', payload, registerReply);

export async function login(identifier: string, password: string): Promise<LoginResponse> {
  const csrf = await ensureCsrfToken();
  return apiRequest('/login/', {
    method: 'POST',
    body: { identifier, password },
    headers: { [csrfHeaderName]: csrf },
    reply: loginReply,
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
    reply: webauthnOptionsReply,
  });
  const response = await signWithPasskey(options);
  return apiRequest('/passkeys/sign-in/', {
    method: 'POST',
    body: { challenge_id, response },
    reply: loginReply,
  });
}
