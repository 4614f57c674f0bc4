import { z } from 'zod';

/** Every 4xx/5xx body: a stable machine code and a sentence a person can read. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  status: z.literal('error').optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;

export const genericServerErrorMessage = 'Something went wrong on our side. Please try again.';
