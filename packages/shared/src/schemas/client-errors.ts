import { z } from 'zod';
import { clientErrorKinds, clientErrorLimits } from '../client-errors.ts';

/**
 * POST /client-errors/: one browser error. Nothing personal: the message and stack (cut), the
 * path without its query or fragment (the server drops them again whatever it is sent), and the
 * build the page runs. The signed-in caller is known from the bearer, never from the body.
 */
export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(clientErrorKinds),
  message: z.string().trim().min(1, 'Say what went wrong.').max(clientErrorLimits.message),
  stack: z.string().max(clientErrorLimits.stack).optional(),
  path: z.string().startsWith('/', 'The path starts with /.').max(clientErrorLimits.path),
  release: z.string().max(clientErrorLimits.release).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The reply: the report's id, which is the request id of its log line. */
export const clientErrorReceiptSchema = z.object({ request_id: z.string() });
export type ClientErrorReceipt = z.infer<typeof clientErrorReceiptSchema>;
