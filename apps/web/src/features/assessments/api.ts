import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import type {
  AssessmentAnswers,
  AssessmentStatus,
  DraftReply,
  DraftSavedReply,
  SubmissionDetail,
  SubmissionSummary,
} from '@exitcraft/shared/schemas/assessments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidateOnboarding } from '../../lib/onboarding.ts';
import { benchmarkKeys } from '../../shared/benchmarks/api.ts';

export const assessmentKeys = {
  all: ['assessments'] as const,
  /** GET /assessments/{kind}/draft/ */
  draft: (kind: AssessmentKind) => [...assessmentKeys.all, kind, 'draft'] as const,
  /** GET /assessments/{kind}/submissions/ */
  submissions: (kind: AssessmentKind) => [...assessmentKeys.all, kind, 'submissions'] as const,
  /** GET /assessments/{kind}/status/ (the tool pages) */
  status: (kind: AssessmentKind) => [...assessmentKeys.all, kind, 'status'] as const,
  /** GET /assessments/{kind}/submissions/{id}/ */
  submission: (kind: AssessmentKind, id: string) => [...assessmentKeys.submissions(kind), id] as const,
};

const base = (kind: AssessmentKind) => `/assessments/${kind}`;

/** The caller's server draft of `kind`, null when there is none (204). */
export function useServerDraft(kind: AssessmentKind) {
  return useQuery({
    queryKey: assessmentKeys.draft(kind),
    queryFn: ({ signal }): Promise<DraftReply | null> =>
      apiRequest<DraftReply | null>(`${base(kind)}/draft/`, { auth: true, signal }),
    // the page restores it once; a refetch behind the person's back would be older than the screen
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export interface DraftBody {
  answers: AssessmentAnswers;
  current_section: number;
  currency: string | null;
}

/** PUT /assessments/{kind}/draft/ (not a hook: the draft sync calls it from outside React's cycle). */
export async function putServerDraft(kind: AssessmentKind, body: DraftBody, keepalive = false): Promise<Date> {
  const reply = await apiRequest<DraftSavedReply>(`${base(kind)}/draft/`, {
    method: 'PUT',
    auth: true,
    body: instrumentDescriptor(kind).carriesCurrency
      ? body
      : { answers: body.answers, current_section: body.current_section },
    keepalive,
  });
  return new Date(reply.saved_at);
}

/** DELETE /assessments/{kind}/draft/ */
export function deleteServerDraft(kind: AssessmentKind): Promise<unknown> {
  return apiRequest(`${base(kind)}/draft/`, { method: 'DELETE', auth: true });
}

/** POST /assessments/{kind}/submissions/: scored and kept by the server, which drops the draft. */
export function useSubmitAssessment(kind: AssessmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answers: AssessmentAnswers; currency: string | null }): Promise<SubmissionSummary> =>
      apiRequest<SubmissionSummary>(`${base(kind)}/submissions/`, {
        method: 'POST',
        auth: true,
        body: instrumentDescriptor(kind).carriesCurrency ? body : { answers: body.answers },
      }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: assessmentKeys.draft(kind) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.submissions(kind) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.status(kind) }),
        invalidateOnboarding(queryClient),
        // the caller's own figures moved (the other owners' stay frozen for the day)
        queryClient.invalidateQueries({ queryKey: benchmarkKeys.all }),
      ]);
    },
    // a refusal for missing answers takes the person to the first one; the page shows the rest
    meta: { errorToast: false },
  });
}

/** The caller's submissions of `kind`, newest first. */
export const submissionsQuery = (kind: AssessmentKind) =>
  queryOptions({
    queryKey: assessmentKeys.submissions(kind),
    queryFn: ({ signal }): Promise<SubmissionSummary[]> =>
      apiRequest<SubmissionSummary[]>(`${base(kind)}/submissions/`, { auth: true, signal }),
  });

export function useSubmissions(kind: AssessmentKind) {
  return useQuery(submissionsQuery(kind));
}

/** One submission with its answers; a submission never changes, so it is never refetched. */
export const submissionQuery = (kind: AssessmentKind, id: string | undefined) =>
  queryOptions({
    queryKey: assessmentKeys.submission(kind, id ?? ''),
    queryFn: ({ signal }): Promise<SubmissionDetail> =>
      apiRequest<SubmissionDetail>(`${base(kind)}/submissions/${encodeURIComponent(id ?? '')}/`, {
        auth: true,
        signal,
      }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSubmission(kind: AssessmentKind, id: string | undefined) {
  return useQuery(submissionQuery(kind, id));
}

/** Which of the submissions (newest first) a result view shows: `wanted` by id, else the newest. */
export function selectedIndex(submissions: readonly SubmissionSummary[], wanted: string | null) {
  return Math.max(
    0,
    submissions.findIndex((submission) => submission.id === wanted),
  );
}

/** The caller's draft progress and submissions of `kind`, for its tool page. */
export function useAssessmentStatus(kind: AssessmentKind) {
  return useQuery({
    queryKey: assessmentKeys.status(kind),
    queryFn: ({ signal }): Promise<AssessmentStatus> =>
      apiRequest<AssessmentStatus>(`${base(kind)}/status/`, { auth: true, signal }),
    // draft saves do not invalidate it: read afresh on each visit
    staleTime: 0,
  });
}
