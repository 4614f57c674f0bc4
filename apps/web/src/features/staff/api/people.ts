import type {
  StaffMembershipRequest,
  StaffPeopleFilter,
  StaffPeopleResponse,
  StaffPersonDetail,
  StaffMembershipResponse,
  StaffSignOutResponse,
} from '@exitcraft/shared/schemas/staff';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAudited } from './audit.ts';
import { downloadFile } from '../../../shared/download/download-file.ts';
import { staffKeys } from './keys.ts';
import { overviewKeys } from './overview.ts';

export const peopleKeys = {
  all: [...staffKeys.all, 'people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  /** GET /staff/people/ with one set of filters, page by page */
  list: (filter: StaffPeopleFilter) => [...peopleKeys.lists(), filter] as const,
  /** GET /staff/people/:id/ */
  person: (id: string) => [...peopleKeys.all, 'person', id] as const,
};

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
    queryKey: peopleKeys.list(filter),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = peopleSearch(filter);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<StaffPeopleResponse>(`/staff/people/?${params.toString()}`, {
        auth: true,
        signal,
      });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: peopleKeys.person(id),
    queryFn: ({ signal }) => apiRequest<StaffPersonDetail>(`/staff/people/${id}/`, { auth: true, signal }),
  });
}

/**
 * POST /staff/people/:id/membership/. Invalidates the person and the people lists (their Member /
 * Guest badge and the kind filter), and, across sections, the overview, whose member and guest
 * counts it changes.
 */
export function useMembership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // the dialog shows a failure in place, and a step-up request opens the password dialog
    meta: { errorToast: false },
    mutationFn: (request: StaffMembershipRequest) =>
      apiRequest<StaffMembershipResponse>(`/staff/people/${id}/membership/`, {
        method: 'POST',
        auth: true,
        body: request,
      }),
    onSuccess: () => invalidateAudited(queryClient, [peopleKeys.person(id), peopleKeys.lists(), overviewKeys.all]),
  });
}

/** POST /staff/people/:id/sign-out/: only the person's active sessions change. */
export function useSignOutEverywhere(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () => apiRequest<StaffSignOutResponse>(`/staff/people/${id}/sign-out/`, { method: 'POST', auth: true }),
    onSuccess: () => invalidateAudited(queryClient, [peopleKeys.person(id)]),
  });
}

/** GET /staff/export/people.csv for the filters on screen. */
export async function downloadPeopleCsv(filter: StaffPeopleFilter): Promise<void> {
  return downloadFile(`/staff/export/people.csv?${peopleSearch(filter).toString()}`, 'people.csv');
}
