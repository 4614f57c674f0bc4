import { errorCodes } from '@exitcraft/shared/errors';

/**
 * A failure the caller can act on: becomes `{ code, message, error, status }` with its status code,
 * plus `details` (e.g. the fields still missing) beside them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = errorCodes.validation) => new AppError(400, code, message);
export const unauthorized = (message = 'Authentication credentials were not provided or are invalid.') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message: string) => new AppError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found.') => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string, code: string = errorCodes.conflict) => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, errorCodes.rateLimited, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
