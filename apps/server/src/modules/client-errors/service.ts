import type { ClientErrorReport } from '@exitcraft/shared/schemas/client-errors';
import type { Meters } from '../../core/meters.ts';

/** Where a report goes: the request's own logger (its lines carry the request id) and the meters. */
export interface ClientErrorDeps {
  log: { warn(fields: object, message: string): void };
  meters: Pick<Meters, 'clientError'>;
}

/** A URL's query and fragment can carry a code, a token or an email address: only its path is kept. */
export function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1');
}

/**
 * Records one browser error: one JSON log line ("client error", with the request id the logger adds
 * and the caller's id when the bearer was valid) and one count. Nothing else of the person: the
 * path without its query, the message and stack cut by the schema and stripped of URL queries.
 */
export function recordClientError(deps: ClientErrorDeps, report: ClientErrorReport, userId: string | null): void {
  const path = report.path.split(/[?#]/)[0] ?? '/';
  deps.log.warn(
    {
      userId,
      clientError: {
        kind: report.kind,
        message: withoutQueries(report.message),
        stack: report.stack === undefined ? undefined : withoutQueries(report.stack),
        path,
        release: report.release,
      },
    },
    'client error',
  );
  deps.meters.clientError(report.kind);
}
