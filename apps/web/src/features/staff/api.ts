import {
  staffAuditResponseSchema,
  type StaffCouponCreate,
  staffCouponListSchema,
  type StaffCouponPatch,
  staffCouponSchema,
  type StaffMembershipRequest,
  staffMembershipResponseSchema,
  staffModerationActionResponseSchema,
  staffModerationResponseSchema,
  type StaffPeopleFilter,
  staffOverviewSchema,
  staffPaymentsResponseSchema,
  type StaffPaymentStatus,
  staffPeopleResponseSchema,
  staffRefundResponseSchema,
  type StaffResearchCategoryRequest,
  staffResearchCategorySchema,
  staffResearchListSchema,
  staffPersonDetailSchema,
  staffSignOutResponseSchema,
  staffStepUpResponseSchema,
  stepUpRequiredCode,
} from '@exitcraft/shared/schemas/staff';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, refreshAccessToken } from '../../lib/api-client.ts';
import { readAccessToken } from '../../lib/token-storage.ts';

export const staffKey = ['staff'] as const;

/** The People filters as the URL keeps them (`?q=&kind=&verified=`), only the ones set. */
export function peopleSearch(filter: StaffPeopleFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.verified) params.set('verified', filter.verified);
  return params;
}

export function usePeople(filter: StaffPeopleFilter) {
  return useInfiniteQuery({
    queryKey: [...staffKey, 'people', filter],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = peopleSearch(filter);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/staff/people/?${params.toString()}`, {
        auth: true,
        signal,
        reply: staffPeopleResponseSchema,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: [...staffKey, 'person', id],
    queryFn: ({ signal }) => apiRequest(`/staff/people/${id}/`, { auth: true, signal, reply: staffPersonDetailSchema }),
  });
}

export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === stepUpRequiredCode;
}

export function stepUp(password: string) {
  return apiRequest('/staff/step-up/', {
    method: 'POST',
    auth: true,
    body: { password },
    reply: staffStepUpResponseSchema,
  });
}

export function useMembership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // the dialog shows a failure in place, and a step-up request opens the password dialog
    meta: { errorToast: false },
    mutationFn: (request: StaffMembershipRequest) =>
      apiRequest(`/staff/people/${id}/membership/`, {
        method: 'POST',
        auth: true,
        body: request,
        reply: staffMembershipResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useSignOutEverywhere(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () =>
      apiRequest(`/staff/people/${id}/sign-out/`, { method: 'POST', auth: true, reply: staffSignOutResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/**
 * The export as the browser downloads it: the bearer goes in a header, so the file comes through
 * fetch and is handed to the browser as a blob with the server's file name.
 */
export async function downloadPeopleCsv(filter: StaffPeopleFilter): Promise<void> {
  return downloadCsv(`/staff/export/people.csv?${peopleSearch(filter).toString()}`, 'people.csv');
}

export async function downloadPaymentsCsv(status: StaffPaymentStatus | undefined): Promise<void> {
  return downloadCsv(`/staff/export/payments.csv${status ? `?status=${status}` : ''}`, 'payments.csv');
}

async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const get = (token: string | null) => fetch(url, { headers: { authorization: `Bearer ${token ?? ''}` } });
  let response = await get(readAccessToken());
  // an access token that expired meanwhile: refreshed once, as apiRequest does
  if (response.status === 401) response = await get(await refreshAccessToken());
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: 'export_failed',
      message: 'The export failed. Please try again.',
      readable: true,
    });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [...staffKey, 'audit', filter],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/staff/audit/?${params.toString()}`, { auth: true, signal, reply: staffAuditResponseSchema });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePayments(status: StaffPaymentStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...staffKey, 'payments', status ?? 'all'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/staff/payments/?${params.toString()}`, {
        auth: true,
        signal,
        reply: staffPaymentsResponseSchema,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/staff/payments/${id}/refund/`, {
        method: 'POST',
        auth: true,
        body: { reason },
        reply: staffRefundResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useOverview() {
  return useQuery({
    queryKey: [...staffKey, 'overview'],
    queryFn: ({ signal }) => apiRequest('/staff/overview/', { auth: true, signal, reply: staffOverviewSchema }),
  });
}

export function useCoupons() {
  return useQuery({
    queryKey: [...staffKey, 'coupons'],
    queryFn: ({ signal }) => apiRequest('/staff/coupons/', { auth: true, signal, reply: staffCouponListSchema }),
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: StaffCouponCreate) =>
      apiRequest('/staff/coupons/', { method: 'POST', auth: true, body, reply: staffCouponSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useChangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ code, patch }: { code: string; patch: StaffCouponPatch }) =>
      apiRequest(`/staff/coupons/${encodeURIComponent(code)}/`, {
        method: 'PATCH',
        auth: true,
        body: patch,
        reply: staffCouponSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useResearch() {
  return useQuery({
    queryKey: [...staffKey, 'research'],
    queryFn: ({ signal }) => apiRequest('/staff/research/', { auth: true, signal, reply: staffResearchListSchema }),
  });
}

export function useSaveResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, body }: { id: number | null; body: StaffResearchCategoryRequest }) =>
      apiRequest(id === null ? '/staff/research/' : `/staff/research/${id}/`, {
        method: id === null ? 'POST' : 'PUT',
        auth: true,
        body,
        reply: staffResearchCategorySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useDeleteResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (id: number) => apiRequest(`/staff/research/${id}/`, { method: 'DELETE', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useReported() {
  return useInfiniteQuery({
    queryKey: [...staffKey, 'moderation'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/staff/moderation/${pageParam ? `?cursor=${pageParam}` : ''}`, {
        auth: true,
        signal,
        reply: staffModerationResponseSchema,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Hide or restore a reported message (the dialog shows a failure in place). */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, action }: { id: string; action: 'hide' | 'restore' }) =>
      apiRequest(`/staff/moderation/${id}/${action}/`, {
        method: 'POST',
        auth: true,
        reply: staffModerationActionResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
