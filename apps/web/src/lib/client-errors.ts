import { type ClientErrorKind, clientErrorLimits } from '@exitcraft/shared/client-errors';
import { apiRequest } from './api-client.ts';
import { currentBuild } from './build-id.ts';
import { readAccessToken } from './token-storage.ts';

/** Reports one page load sends at most: a page failing in a loop must not flood the server. */
const reportsPerPage = 10;
let sent = 0;

/** A fresh report id, in the form the server accepts as X-Request-Id. */
export function newReportId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function described(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'A value that is not an Error was thrown.' };
}

/**
 * Tells the server what went wrong (POST /client-errors/) and returns the report's id at once: it is
 * sent as the request's X-Request-Id, which the server (and the proxy) keep, so the id a member reads
 * on the error view is the `reqId` of the report's line in the operator's logs. The path goes
 * without its query and fragment; the caller is known from the bearer, never from the report.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown, id = newReportId()): string {
  if (sent >= reportsPerPage) return id;
  sent += 1;
  const { message, stack } = described(error);
  const token = readAccessToken();
  void apiRequest('/client-errors/', {
    method: 'POST',
    keepalive: true,
    headers: { 'x-request-id': id, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: {
      kind,
      message: (message.trim() || 'Error').slice(0, clientErrorLimits.message),
      stack: stack?.slice(0, clientErrorLimits.stack),
      path: window.location.pathname.slice(0, clientErrorLimits.path),
      release: currentBuild().slice(0, clientErrorLimits.release) || undefined,
    },
  }).catch(() => {
    // the report is best effort: offline or refused, the member still has the id to quote
  });
  return id;
}

/** Reports what no boundary caught: errors thrown in handlers and timers, and unhandled rejections. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => {
    // a resource that failed to load (an image) fires here too, without an error: not a code fault
    if (event.error !== undefined && event.error !== null) reportClientError('uncaught', event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    // a request the page cancelled is not a failure
    if (event.reason instanceof DOMException && event.reason.name === 'AbortError') return;
    reportClientError('unhandled_rejection', event.reason);
  });
}
