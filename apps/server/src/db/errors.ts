/**
 * What a database error means for the caller. Errors reach the app wrapped (drizzle puts the
 * driver's error in `cause`), so the SQLSTATE is looked for down the chain.
 *
 * - `bad-data`: class 22 (data exception: a value the column cannot hold, a malformed uuid,
 *   a string too long). The request was wrong: 400.
 * - `unavailable`: the database cannot answer now (connection refused or dropped, no connection
 *   free in time, shutting down, a statement or lock wait cut off). Worth retrying: 503.
 */
export type DatabaseFailure = 'bad-data' | 'unavailable';

// 55000 is also what a database refusing new connections (ALLOW_CONNECTIONS false) answers
const unavailableStates = new Set(['55000', '57P01', '57P02', '57P03', '57014', '55P03', '53300', '40P01']);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^22[0-9A-Z]{3}$/.test(code)) return 'bad-data';
      if (code.startsWith('08') || unavailableStates.has(code) || networkCodes.has(code)) return 'unavailable';
    }
    if (unavailableMessages.some((message) => current instanceof Error && current.message.includes(message))) {
      return 'unavailable';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
