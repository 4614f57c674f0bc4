import { type ClientErrorKind, clientErrorLimits } from '@exitcraft/shared/client-errors';
import { apiRequest } from './api-client.ts';
import { currentBuild } from './build-id.ts';
import { readAccessToken } from './token-storage.ts';

/** Reports one page load sends at most: a page failing in a loop must not flood the server. */
const reportsPerPage = 10;
let sent = 0;

function described(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'A value that is not an Error was thrown.' };
}

/**
 * Tells the server what went wrong (POST /client-errors/) under the report's id, sent as the
 * request's X-Request-Id, which the server (and the proxy) keep: the id a member reads on the error
 * view is the `reqId` of the report's line in the operator's logs. The path goes without its query
 * and fragment; the caller is known from the bearer, never from the report. Loaded and called by
 * lib/report-error.ts.
 */
export async function sendClientError(kind: ClientErrorKind, error: unknown, id: string): Promise<void> {
  if (sent >= reportsPerPage) return;
  sent += 1;
  const { message, stack } = described(error);
  const token = readAccessToken();
  await apiRequest('/client-errors/', {
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
}
