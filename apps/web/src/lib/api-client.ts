import { readAccessToken, readRefreshToken, storeAccessToken, storeTokens } from './token-storage.ts';

export const networkErrorMessage = 'Network error. Please try again.';

/** Every failed call becomes this: the HTTP status (0 for no answer), the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer access token, and refresh it once on a 401. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: parallel 401s wait for the same new access token. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refresh = readRefreshToken();
    if (!refresh) return null;
    try {
      const reply = await send('/api/token/refresh/', { method: 'POST', body: { refresh } }, null);
      const { access, refresh: rotated } = (reply ?? {}) as { access?: unknown; refresh?: unknown };
      if (typeof access !== 'string') return null;
      // refresh tokens rotate on every use: keep the new one, the old one is now spent
      if (typeof rotated === 'string') storeTokens({ access, refresh: rotated });
      else storeAccessToken(access);
      return access;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.auth) return (await send(path, options, null)) as T;
  const token = readAccessToken();
  try {
    return (await send(path, options, token)) as T;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await refreshAccessToken();
    if (!fresh) throw error;
    return (await send(path, options, fresh)) as T;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => Boolean(signal),
  );
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, 'timeout', 'The request took too long. Our servers might be waking up — please try again.');
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', networkErrorMessage);
  }
  const body = await readBody(response);
  if (!response.ok) {
    const fields = (body ?? {}) as {
      code?: unknown;
      message?: unknown;
      error?: unknown;
      detail?: unknown;
    };
    const message = [fields.message, fields.error, fields.detail].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    throw new ApiError(
      response.status,
      typeof fields.code === 'string' ? fields.code : `http_${response.status}`,
      message ?? `HTTP ${response.status}: ${response.statusText}`,
      body,
    );
  }
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
