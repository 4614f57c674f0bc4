import { memberPlan } from '@exitcraft/shared/content/plans';
import type {
  CheckoutRequest,
  CheckoutResponse,
  CouponResponse,
  PaymentStatusResponse,
} from '@exitcraft/shared/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, invalidReplyMessage } from '../../lib/api-client.ts';
import { purchaseHistoryKey } from '../../lib/purchase-history.ts';
import { refreshUser } from '../../lib/session.ts';
import { readAccessToken } from '../../lib/token-storage.ts';
import { isSettled } from './classify-payment.ts';

/**
 * The payment feature's server calls: its query keys in one place, then one hook per call. The
 * reply types are the shared zod schemas the server declares for the same routes, and every reply
 * is checked against them.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** GET /payment-status/?session_id= */
  status: (sessionId: string) => [...paymentKeys.all, 'status', sessionId] as const,
  /** GET /user-payments/ (the purchase history of the settings screen) */
  history: () => purchaseHistoryKey,
  /** The user as re-read once a checkout has settled. */
  confirmedUser: (sessionId: string | null) => [...paymentKeys.all, 'confirmed-user', sessionId] as const,
};

// ------------------------------------------------------------------------------------- coupon

/** POST /coupons/ (public-site section 7): the page's list price goes along; the server uses its own. */
export function useApplyCoupon() {
  return useMutation({
    mutationFn: (code: string): Promise<CouponResponse> =>
      apiRequest<CouponResponse>('/coupons/', {
        method: 'POST',
        auth: true,
        body: { code, amount: memberPlan.priceUsd },
      }),
    // the coupon box shows the server's sentence under the field
    meta: { errorToast: false },
  });
}

// ----------------------------------------------------------------------------------- checkout

export interface CheckoutInput {
  /** What the page shows, in dollars; the server checks it against its own price. */
  amountUsd: number;
  fullName: string;
  email: string;
  couponCode?: string | undefined;
}

export function checkoutBody(input: CheckoutInput): CheckoutRequest {
  return {
    amount: Math.round(input.amountUsd * 100),
    product_name: memberPlan.productName,
    billing_info: { fullName: input.fullName, email: input.email, companyName: '' },
    ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
  };
}

/** POST /api/create-checkout-session/: opens a pending payment and answers the hosted checkout's address. */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckoutInput): Promise<CheckoutResponse> => {
      const reply = await apiRequest<CheckoutResponse>('/api/create-checkout-session/', {
        method: 'POST',
        auth: true,
        body: checkoutBody(input),
      });
      // public-site section 8 names a reply without the checkout's address or session: the page
      // says so (checkout-failure.ts) instead of sending the visitor nowhere
      if (!reply?.url || !reply.sessionId) {
        throw new ApiError({ status: 200, code: 'invalid_reply', message: invalidReplyMessage, body: reply });
      }
      return reply;
    },
    // a new pending payment is now in the purchase history
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history() }),
    // the page shows why in its own alert, with the way to try again
    meta: { errorToast: false },
  });
}

// ------------------------------------------------------------------------------ confirmation

export interface ConfirmationOptions {
  /** How many times to ask while the provider has not settled the session yet. */
  attempts?: number;
  /** Pause between those asks. */
  retryMs?: number;
}

export type Confirmation = { phase: 'checking' } | { phase: 'done'; status: PaymentStatusResponse | null };

/**
 * Public-site section 4: with an access token and a session_id, ask for the payment status (a
 * Stripe webhook can land a moment after the redirect, so an unsettled session is asked about
 * again); then re-read the user so the role is fresh. A failed status call counts as no status.
 */
export function usePaymentConfirmation(
  sessionId: string | null,
  { attempts = 5, retryMs = 1500 }: ConfirmationOptions = {},
): Confirmation {
  const queryClient = useQueryClient();
  const canAsk = Boolean(sessionId && readAccessToken());
  const status = useQuery({
    queryKey: paymentKeys.status(sessionId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<PaymentStatusResponse>(`/payment-status/?session_id=${encodeURIComponent(sessionId ?? '')}`, {
        auth: true,
        signal,
      }),
    enabled: canAsk,
    retry: false,
    // every answer counts toward `attempts`, even one equal to the last, which by itself would not
    // render again (structural sharing keeps the same data), leaving the page "Finalizing" for good
    notifyOnChangeProps: 'all',
    refetchInterval: (query) => {
      const { data, dataUpdateCount } = query.state;
      return data && !isSettled(data) && dataUpdateCount < attempts ? retryMs : false;
    },
  });
  const asked = queryClient.getQueryState(paymentKeys.status(sessionId ?? ''))?.dataUpdateCount ?? 0;
  const answered =
    !canAsk || status.isError || (status.data !== undefined && (isSettled(status.data) || asked >= attempts));

  const user = useQuery({
    queryKey: paymentKeys.confirmedUser(sessionId),
    queryFn: async () => {
      const fresh = await refreshUser();
      // membership changes what the purchase history says
      await queryClient.invalidateQueries({ queryKey: paymentKeys.history() });
      return fresh;
    },
    enabled: answered,
    staleTime: Infinity,
    retry: false,
  });

  if (!answered || user.isPending) return { phase: 'checking' };
  return { phase: 'done', status: status.isError ? null : (status.data ?? null) };
}
