/**
 * What a browser error report may be, without zod, so the web app's first load can cut a report to
 * size without loading the schema (schemas/client-errors.ts checks the same on the server).
 * `render`: a page threw while rendering; `chunk`: a page's code would not load; `uncaught`: an
 * error nothing caught; `unhandled_rejection`: a promise nobody handled.
 */
export const clientErrorKinds = ['render', 'chunk', 'uncaught', 'unhandled_rejection'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** The longest message, stack and path a report carries: the browser cuts them to this before sending. */
export const clientErrorLimits = { message: 500, stack: 4000, path: 300, release: 100 } as const;
