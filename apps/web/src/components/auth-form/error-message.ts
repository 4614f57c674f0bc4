import { ApiError } from '../../lib/api-client.ts';

/**
 * The spec's "the server message, or <fallback>": a reply from our server carries its own sentence;
 * a time-out or a lost connection keeps the client's sentence for that; anything else gets the
 * screen's fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  const body = (error.body ?? {}) as { message?: unknown; error?: unknown };
  const text = [body.message, body.error].find((value) => typeof value === 'string' && value.length > 0);
  return typeof text === 'string' ? text : fallback;
}
