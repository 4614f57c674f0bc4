import type {
  ChangePasswordRequest,
  ChangeUsernameRequest,
  ChangeUsernameResponse,
  CheckUsernameResponse,
  MessageResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '@exitcraft/shared/schemas/account';
import type { StatusMessageResponse } from '@exitcraft/shared/schemas/auth';
import type { EmailPasswordRequest, ListCompanyEmailsResponse } from '@exitcraft/shared/schemas/company-emails';
import type { UserPaymentsResponse, PaymentStatusResponse } from '@exitcraft/shared/schemas/payments';
import type {
  DeleteAccountRequest,
  DeleteAccountResponse,
  ExportListResponse,
  ExportRequestedResponse,
} from '@exitcraft/shared/schemas/your-data';
import type {
  EmailPreferences,
  EmailPreferencesRequest,
  UnsubscribeResponse,
} from '@exitcraft/shared/schemas/email-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorRequiredCode } from '@exitcraft/shared/messages/second-factor';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { passkeyProof } from '../../shared/second-factor/api.ts';
import { purchaseHistoryKey } from '../../lib/purchase-history.ts';
import { refreshUser, replaceAccessToken, setSessionUser } from '../../lib/session.ts';
import { downloadFile } from '../../shared/download/download-file.ts';
import { historyRefetchInterval, isOpenPayment } from './history-polling.ts';

/** The settings screens' server calls (member-area section 7): keys first, then one hook per call. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** GET /list-company-emails/ */
  emails: () => [...settingsKeys.all, 'emails'] as const,
  /** POST /check-username/ for one composed alias */
  usernameCheck: (username: string) => [...settingsKeys.all, 'username-check', username] as const,
  /** GET /account/email-preferences/ */
  emailPreferences: () => [...settingsKeys.all, 'email-preferences'] as const,
};

// ------------------------------------------------------------------------------ email preferences

/** GET /account/email-preferences/: each reminder kind on or off, the digest weekday, the time zone. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: settingsKeys.emailPreferences(),
    queryFn: ({ signal }): Promise<EmailPreferences> =>
      apiRequest<EmailPreferences>('/account/email-preferences/', { auth: true, signal }),
  });
}

/** PATCH /account/email-preferences/: the reply is the whole, stored as the query's data. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferencesRequest): Promise<EmailPreferences> =>
      apiRequest<EmailPreferences>('/account/email-preferences/', { method: 'PATCH', auth: true, body }),
    onSuccess: (reply) => queryClient.setQueryData(settingsKeys.emailPreferences(), reply),
    meta: { errorToast: false },
  });
}

/** POST /unsubscribe/ with the link's token, without a session. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string): Promise<UnsubscribeResponse> =>
      apiRequest<UnsubscribeResponse>('/unsubscribe/', { method: 'POST', body: { token } }),
    meta: { errorToast: false },
  });
}

// ------------------------------------------------------------------------------------ profile

/** PUT /profile/: the reply's user replaces the session's, so every screen shows it at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> =>
      apiRequest<ProfileUpdateResponse>('/profile/', { method: 'PUT', auth: true, body }),
    onSuccess: (reply) => setSessionUser(reply.user_data),
    // the password modal shows the failure in place
    meta: { errorToast: false },
  });
}

// ----------------------------------------------------------------------------------- username

/** POST /check-username/ for a complete alias; `null` asks nothing (parts missing, or the debounce runs). */
export function useUsernameCheck(username: string | null) {
  return useQuery({
    queryKey: settingsKeys.usernameCheck(username ?? ''),
    queryFn: ({ signal }): Promise<CheckUsernameResponse> =>
      apiRequest<CheckUsernameResponse>('/check-username/', {
        method: 'POST',
        auth: true,
        body: { username },
        signal,
      }),
    enabled: username !== null,
    // someone may take it meanwhile: ask again each time it is picked
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /change-username/: the new access token replaces the stored one and the user is read again. */
export function useChangeUsername() {
  return useMutation({
    mutationFn: (body: ChangeUsernameRequest): Promise<ChangeUsernameResponse> =>
      apiRequest<ChangeUsernameResponse>('/change-username/', { method: 'POST', auth: true, body }),
    onSuccess: (reply) => replaceAccessToken(reply.access_token),
    meta: { errorToast: false },
  });
}

// ----------------------------------------------------------------------------------- password

/** POST /change-password/: other sessions end on the server; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest): Promise<MessageResponse> =>
      apiRequest<MessageResponse>('/change-password/', { method: 'POST', auth: true, body }),
    meta: { errorToast: false },
  });
}

// ------------------------------------------------------------------------------------- emails

export function useCompanyEmails() {
  return useQuery({
    queryKey: settingsKeys.emails(),
    queryFn: ({ signal }): Promise<ListCompanyEmailsResponse> =>
      apiRequest<ListCompanyEmailsResponse>('/list-company-emails/', { auth: true, signal }),
  });
}

const postStatus = (path: string, body: unknown): Promise<StatusMessageResponse> =>
  apiRequest<StatusMessageResponse>(path, { method: 'POST', auth: true, body });

/** POST /send-email-otp/: adds the address (waiting for its code) and mails the code. */
export function useSendEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => postStatus('/send-email-otp/', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.emails() }),
    meta: { errorToast: false },
  });
}

/** POST /send_email_otp/ with the bearer: a new code for an address of the account awaiting one. */
export const resendEmailCode = (email: string) => postStatus('/send_email_otp/', { email });

/** POST /verify-email-otp/ */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) => postStatus('/verify-email-otp/', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.emails() });
      // the primary's verified flag is part of the user
      await refreshUser();
    },
    meta: { errorToast: false },
  });
}

/** POST /remove-email/ or /set-primary-email/ (both password-confirmed). */
export function useEmailAction(action: 'remove' | 'primary') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPasswordRequest) =>
      postStatus(action === 'remove' ? '/remove-email/' : '/set-primary-email/', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.emails() });
      // a new primary is the user's email everywhere (navbar, dashboard)
      if (action === 'primary') await refreshUser();
    },
    meta: { errorToast: false },
  });
}

// ------------------------------------------------------------------------------------ history

/**
 * GET /user-payments/: re-asked every 30 s while a payment is open, else every 5 min. Before each
 * re-ask, every payment the last answer showed open is checked with GET /payment-status/, which asks
 * the payment provider itself (a late webhook does not leave it pending), so the history shows the
 * real status.
 */
export function usePurchaseHistory() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: purchaseHistoryKey,
    queryFn: async ({ signal }): Promise<UserPaymentsResponse> => {
      const previous = queryClient.getQueryData<UserPaymentsResponse>(purchaseHistoryKey);
      const open = previous?.payments.filter((payment) => isOpenPayment(payment.status)) ?? [];
      await Promise.all(
        open.map((payment) =>
          apiRequest<PaymentStatusResponse>(
            `/payment-status/?session_id=${encodeURIComponent(payment.stripe_session_id)}`,
            {
              auth: true,
              signal,
              // the list below is the answer; a failed check only means it shows what the server knows
            },
          ).catch(() => undefined),
        ),
      );
      return apiRequest<UserPaymentsResponse>('/user-payments/', { auth: true, signal });
    },
    refetchInterval: (query) => historyRefetchInterval(query.state.data),
    // a tab coming back is handled by the hidden-for-2-minutes rule, not by every focus
    refetchOnWindowFocus: false,
  });
}

export type PaymentDocument = 'receipt' | 'invoice';

/** GET /user-payments/:id/receipt.pdf or invoice.pdf, saved as a download. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ id, kind }: { id: string; kind: PaymentDocument }) =>
      downloadFile(`/user-payments/${encodeURIComponent(id)}/${kind}.pdf`, `${kind}-${id}.pdf`),
    meta: { errorToast: false },
  });
}

// ---------------------------------------------------------------------------------- your data

/** Settings → "Your data" (decision 041): the exports and the account's deletion. */
export const yourDataKeys = {
  all: [...settingsKeys.all, 'your-data'] as const,
  /** GET /account/export/ */
  exports: () => [...yourDataKeys.all, 'exports'] as const,
};

/** How often the list is asked again while an export is being built. */
export const exportPollMs = 3000;

/** GET /account/export/: the last exports; polled while one is pending. */
export function useExports() {
  return useQuery({
    queryKey: yourDataKeys.exports(),
    queryFn: ({ signal }): Promise<ExportListResponse> =>
      apiRequest<ExportListResponse>('/account/export/', { auth: true, signal }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((entry) => entry.status === 'pending') ? exportPollMs : false,
  });
}

/** POST /account/export/ */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ExportRequestedResponse> =>
      apiRequest<ExportRequestedResponse>('/account/export/', { method: 'POST', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yourDataKeys.exports() }),
  });
}

/** GET /account/export/{id}/ as a file (only once the list says it is ready). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (id: string) => downloadFile(`/account/export/${id}/`, 'exitcraft-your-data.zip'),
  });
}

/** POST /account/delete/: every session ends at once, so the caller signs out locally after. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest): Promise<DeleteAccountResponse> => {
      const send = (request: DeleteAccountRequest) =>
        apiRequest<DeleteAccountResponse>('/account/delete/', {
          method: 'POST',
          auth: true,
          body: request,
        });
      try {
        return await send(body);
      } catch (error) {
        // a person with a passkey confirms with it too: the device asks, then the request goes again
        if (!(error instanceof ApiError && error.status === 403 && error.code === secondFactorRequiredCode))
          throw error;
        return send({ ...body, second_factor: await passkeyProof() });
      }
    },
    // the dialog shows the failure in place
    meta: { errorToast: false },
  });
}
