import type { WebauthnOptionsResponse } from '@exitcraft/shared/schemas/second-factor';
import type {
  CheckEmailStatusResponse,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  StatusMessageResponse,
} from '@exitcraft/shared/schemas/auth';
import { apiRequest } from '../../lib/api-client.ts';
import { csrfHeaderName, ensureCsrfToken } from '../../lib/csrf.ts';

/** Public-site section 7: every registration call gives up after 90 s (a cold server may be waking). */
export const registrationTimeoutMs = 90_000;

/** The registration payload; `phone_number` is the dial code followed by the digits, e.g. +14165550148. */
export type RegistrationPayload = RegisterRequest;

const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, timeoutMs: registrationTimeoutMs });

export const checkEmailStatus = (email: string): Promise<CheckEmailStatusResponse> =>
  post<CheckEmailStatusResponse>('/check_email_status/', { email });

export const sendEmailOtp = (email: string): Promise<StatusMessageResponse> =>
  post<StatusMessageResponse>('/send_email_otp/', { email });

export const verifyEmailOtp = (email: string, otp: string): Promise<StatusMessageResponse> =>
  post<StatusMessageResponse>('/verify_email_otp/', { email, otp });

export const registerAccount = (payload: RegistrationPayload): Promise<RegisterResponse> =>
  post<RegisterResponse>('/register/', payload);

export async function login(identifier: string, password: string): Promise<LoginResponse> {
  const csrf = await ensureCsrfToken();
  return apiRequest<LoginResponse>('/login/', {
    method: 'POST',
    body: { identifier, password },
    headers: { [csrfHeaderName]: csrf },
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
  const { challenge_id, options } = await apiRequest<WebauthnOptionsResponse>('/passkeys/sign-in/options/', {
    method: 'POST',
  });
  const response = await signWithPasskey(options);
  return apiRequest<LoginResponse>('/passkeys/sign-in/', {
    method: 'POST',
    body: { challenge_id, response },
  });
}
