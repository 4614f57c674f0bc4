import { errorCodes, genericServerErrorMessage } from '@exitcraft/shared/errors';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import type { App } from '../lib/http.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from '../db/errors.ts';
import { AppError } from '../lib/errors.ts';

const unavailableMessage = 'Exitcraft is briefly unavailable. Please try again in a few seconds.';

const codeByFastifyError: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.invalidJson, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.invalidJson, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: errorCodes.validation, message: 'The request body length is wrong.' },
};

/**
 * One error shape end to end: `{ code, message, error, status: 'error' }` (the spec's clients read
 * `status`). A 5xx never carries internals.
 */
export function registerErrorHandler(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ ...error.details, code: error.code, message: error.message, error: error.message, status: 'error' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = validationMessage(first?.message, field);
      return reply.status(400).send({ code: errorCodes.validation, message, error: message, status: 'error' });
    }
    const known = error.code ? codeByFastifyError[error.code] : undefined;
    if (known) {
      return reply
        .status(error.statusCode ?? 400)
        .send({ code: known.code, message: known.message, error: known.message, status: 'error' });
    }
    // the last line: whatever a schema let through, a value the database refuses is the request's fault
    const database = classifyDatabaseError(error);
    if (database === 'bad-data') {
      const message = 'The request contains a value that cannot be stored.';
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(400).send({ code: errorCodes.validation, message, error: message, status: 'error' });
    }
    if (database === 'unavailable') {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        code: errorCodes.unavailable,
        message: unavailableMessage,
        error: unavailableMessage,
        status: 'error',
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = 'Too many requests. Please wait a moment and try again.';
      return reply.status(429).send({ code: errorCodes.rateLimited, message, error: message, status: 'error' });
    }
    if (status >= 400 && status < 500) {
      const message = error.message || 'The request could not be processed.';
      return reply.status(status).send({ code: errorCodes.validation, message, error: message, status: 'error' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: errorCodes.internal,
      message: genericServerErrorMessage,
      error: genericServerErrorMessage,
      status: 'error',
    });
  });
}

/**
 * Errors Fastify raises before a route is chosen (a path that is not valid percent-encoded UTF-8,
 * a bad constraint) never reach the error handler; they get the same contract here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request could not be processed.';
  void (reply as FastifyReply)
    .status(400)
    .send({ code: errorCodes.validation, message, error: message, status: 'error' });
};

function validationMessage(message: string | undefined, field: string | undefined): string {
  if (!message) return 'The request is not valid.';
  // zod's own wording for a missing or mistyped field names no field; our schema messages do.
  if (/^Invalid input|^Required$|^Expected/.test(message) && field) return `${field}: ${message}`;
  if (/^Invalid input/.test(message)) return 'The request body is missing or has the wrong shape.';
  return message;
}
