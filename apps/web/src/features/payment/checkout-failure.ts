import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';

/**
 * Public-site section 8, why a checkout failed: the reply's own message (or ours for a lost
 * connection); for a reply that came back without the checkout's address, "No checkout URL or
 * session ID received from server"; for any other reply without a message, `Server error: {status}`.
 */
export function checkoutFailure(error: unknown): string {
  if (error instanceof ApiError && !error.readable) {
    return error.code === 'invalid_reply' ? checkoutCopy.noCheckoutUrl : checkoutCopy.serverError(error.status);
  }
  return apiErrorMessage(error);
}
