import { endSession } from './session-events.ts';
import { readAccessToken, readRefreshToken, storeAccessToken, storeTokens } from './token-storage.ts';

export { endSession, onSessionEnded } from './session-events.ts';

/** The server's code for a 401 that refuses a typed password, not the bearer. */
export const passwordRefusedCode = 'invalid_password';

export const networkErrorMessage = 'Network error. Please try again.';
export const timeoutMessage = 'The request took too long. Our servers might be waking up — please try again.';
export const invalidReplyMessage = 'The server sent an answer we could not read. Please try again.';

/**
 * Every failed call becomes this, whatever went wrong: no answer (status 0), an answer that is not
 * JSON, or a 4xx/5xx with the server's `{ code, message, error, status }` body (its `fields` become
 * `fieldErrors`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field name → message, from the server's body. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** True when `message` is the server's own sentence (or ours for no answer), fit to show as is. */
  readonly readable: boolean;
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string>;
    readable?: boolean;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.readable = init.readable ?? false;
    this.body = init.body ?? null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer access token, and refresh it once on a 401. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a save sent as the person leaves or reloads). */
  keepalive?: boolean;
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
  /**
   * A file, not JSON: a successful reply resolves to a `DownloadedFile` (the Blob and the name the
   * server gave it); a refusal is still a JSON ApiError.
   */
  binary?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Refresh: one at a time in this tab (parallel 401s share one promise) and across the browser's
// tabs (a Web Lock). A refresh token is spent on use, so two tabs spending the same one would make
// the second look like a stolen token; the server forgives that for a few seconds, but we never
// rely on it: after the lock, a tab whose token was already rotated by another just uses the result.

const refreshLockName = 'exitcraft-token-refresh';
const spentLockPrefix = 'exitcraft-token-spent:';
/** How long a tab vouches that it spent a refresh token: long enough for any tab waiting on the lock. */
const spentVouchMs = 30_000;
/** How long a tab waits for another tab's new tokens to reach its own copy of local storage. */
const successorWaitMs = 5_000;
let refreshing: Promise<string | null> | null = null;

const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManager | undefined) : undefined;

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  // without Web Locks (old browsers, some test environments) the in-tab guard is all there is
  if (!locks) return work();
  return locks.request(refreshLockName, { mode: 'exclusive' }, work) as Promise<T>;
}

/** A short name for a token, so lock names do not carry the token itself (FNV-1a). */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Local storage reaches other tabs a moment late (each renderer keeps its own copy), so a tab that
 * gets the lock right after another tab rotated may still read the spent token. The lock manager is
 * one place for the whole browser: the rotating tab holds a lock named after the token it spent,
 * taken before it lets go of the refresh lock, and a waiting tab asks for it.
 */
function vouchSpent(spent: string): void {
  void webLocks()?.request(
    spentLockPrefix + fingerprint(spent),
    () => new Promise<void>((resolve) => setTimeout(resolve, spentVouchMs)),
  );
}

async function spentElsewhere(token: string): Promise<boolean> {
  const locks = webLocks();
  if (!locks?.query) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === spentLockPrefix + fingerprint(token));
}

/** Resolves once this tab's storage shows a refresh token other than `spent`, or after `ms`. */
function storageMovesOn(spent: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (readRefreshToken() !== spent) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', check);
    check();
  });
}

/**
 * No answer (status 0) or a server fault (5xx) says nothing about the tokens: only a refusal may
 * end a session. The one rule for the refresh here and for reading the user (session.ts).
 */
export function saysNothingAboutTheSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** A new access token, or null when there is none to be had (then the tokens are cleared). */
export function refreshAccessToken(): Promise<string | null> {
  const known = readRefreshToken();
  refreshing ??= withRefreshLock(() => rotate(known)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function rotate(known: string | null): Promise<string | null> {
  let refresh = readRefreshToken();
  if (refresh && (await spentElsewhere(refresh))) {
    await storageMovesOn(refresh, successorWaitMs);
    refresh = readRefreshToken();
  }
  if (!refresh) return null;
  // another tab rotated while this one waited for the lock: storage already has the successor
  const access = readAccessToken();
  if (known !== null && refresh !== known && access) return access;
  let reply: { access?: unknown; refresh?: unknown } | null;
  try {
    reply = (await send('/api/token/refresh/', { method: 'POST', body: { refresh } }, null)) as typeof reply;
  } catch (error) {
    // keep the token for the next try
    if (saysNothingAboutTheSession(error)) return null;
    endSession();
    return null;
  }
  if (typeof reply?.access !== 'string') {
    endSession();
    return null;
  }
  // refresh tokens rotate on every use: keep the new one, the old one is now spent
  if (typeof reply.refresh === 'string') {
    storeTokens({ access: reply.access, refresh: reply.refresh });
    vouchSpent(refresh);
  } else storeAccessToken(reply.access);
  return reply.access;
}

// ---------------------------------------------------------------------------------------------

/**
 * One call to the API. `T` is the reply's type, from the shared schema the route declares: the
 * server checks every reply against that schema before it sends it (its response schemas, decision
 * 047), so the browser reads the reply as that type instead of checking it a second time.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await (options.auth ? sendWithAuth(path, options) : send(path, options, null))) as T;
}

async function sendWithAuth(path: string, options: RequestOptions): Promise<unknown> {
  const used = readAccessToken();
  try {
    return await send(path, options, used);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // the token was accepted and a typed password was wrong: a refresh and a retry would only
    // count the same wrong password twice toward the sign-in back-off
    if (error.code === passwordRefusedCode) throw error;
    // another tab may have refreshed while this call was on the wire: try its token before spending ours
    const current = readAccessToken();
    const fresh = current && current !== used ? current : await refreshAccessToken();
    if (!fresh) throw error;
    return send(path, options, fresh);
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: options.binary ? '*/*' : 'application/json',
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
      keepalive: options.keepalive ?? false,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError({ status: 0, code: 'timeout', message: timeoutMessage, readable: true });
    }
    // the caller cancelled (TanStack Query does on unmount): not a failure to show
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: networkErrorMessage, readable: true });
  }
  if (options.binary && response.ok) return downloadedFile(response);
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // an HTML error page from a proxy, or the SPA's index.html for a path the API does not have
      if (response.ok)
        throw new ApiError({ status: response.status, code: 'invalid_reply', message: invalidReplyMessage });
    }
  }
  if (response.ok) return body;
  throw errorFromBody(response, body);
}

export function errorFromBody(response: Response, body: unknown): ApiError {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = [fields.message, fields.error, fields.detail].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  const fieldErrors: Record<string, string> = {};
  if (fields.fields && typeof fields.fields === 'object') {
    for (const [name, value] of Object.entries(fields.fields)) if (typeof value === 'string') fieldErrors[name] = value;
  }
  return new ApiError({
    status: response.status,
    code: typeof fields.code === 'string' ? fields.code : `http_${response.status}`,
    message: message ?? `HTTP ${response.status}: ${response.statusText}`,
    readable: message !== undefined,
    fieldErrors,
    body,
  });
}

// ---------------------------------------------------------------------------------------------

/** What a `binary` request resolves to. */
export interface DownloadedFile {
  blob: Blob;
  /** The name the server's content-disposition gives, or null when it gives none. */
  filename: string | null;
}

async function downloadedFile(response: Response): Promise<DownloadedFile> {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? null };
}
