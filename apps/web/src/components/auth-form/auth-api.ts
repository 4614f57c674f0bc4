import type { TokenPair } from '@exitcraft/shared/schemas/user';
import { apiRequest } from '../../lib/api-client.ts';
import { csrfHeaderName, ensureCsrfToken } from '../../lib/csrf.ts';

/** Public-site section 7: every registration call gives up after 90 s (a cold server may be waking). */
export const registrationTimeoutMs = 90_000;

export interface EmailStatus {
  user_exists: boolean;
  paid: boolean;
}

export interface RegistrationPayload {
  email: string;
  password: string;
  full_name: string;
  /** Dial code followed by the digits, e.g. +14165550148. */
  phone_number: string;
  website_name: string;
  no_linkedin: true;
  came_from_plan: boolean;
}

interface StatusReply {
  status?: string;
  message?: string;
}

interface TokenReply extends StatusReply {
  tokens?: TokenPair;
}

const post = <T>(path: string, body: unknown, timeoutMs?: number) =>
  apiRequest<T>(path, { method: 'POST', body, ...(timeoutMs ? { timeoutMs } : {}) });

export const checkEmailStatus = (email: string) =>
  post<EmailStatus>('/check_email_status/', { email }, registrationTimeoutMs);

export const sendEmailOtp = (email: string) => post<StatusReply>('/send_email_otp/', { email }, registrationTimeoutMs);

export const verifyEmailOtp = (email: string, otp: string) =>
  post<StatusReply>('/verify_email_otp/', { email, otp }, registrationTimeoutMs);

export const registerAccount = (payload: RegistrationPayload) =>
  post<TokenReply>('/register/', payload, registrationTimeoutMs);

export async function login(identifier: string, password: string): Promise<TokenReply> {
  const csrf = await ensureCsrfToken();
  return apiRequest<TokenReply>('/login/', {
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
