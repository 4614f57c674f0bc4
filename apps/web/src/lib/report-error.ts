import type { ClientErrorKind } from '@exitcraft/shared/client-errors';

/** A fresh report id, in the form the server accepts as X-Request-Id. */
export function newReportId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Reports a browser error (lib/client-errors.ts sends it) and returns the report's id at once, for
 * the error view. The sender loads with the first report, so no page's first load carries it.
 */
export function reportError(kind: ClientErrorKind, error: unknown, id = newReportId()): string {
  void import('./client-errors.ts').then(
    ({ sendClientError }) => sendClientError(kind, error, id),
    () => {
      // the sender's file is gone too (a deploy) or the network is: the member still has the id
    },
  );
  return id;
}

/** Reports what no boundary caught: errors thrown in handlers and timers, and unhandled rejections. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => {
    // a resource that failed to load (an image) fires here too, without an error: not a code fault
    if (event.error != null) reportError('uncaught', event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    // a request the page cancelled is not a failure
    if ((event.reason as Error | null)?.name !== 'AbortError') reportError('unhandled_rejection', event.reason);
  });
}
