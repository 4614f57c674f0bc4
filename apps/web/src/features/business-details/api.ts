import type { CompanyFinancials, CompanyFinancialsReply } from '@exitcraft/shared/schemas/company-financials';
import type { CompanySurveyRead, CompanySurveyWrite } from '@exitcraft/shared/schemas/company-survey';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidateOnboarding } from '../../lib/onboarding.ts';

export const surveyKeys = {
  all: ['company-survey'] as const,
  /** GET /company-surveys/ */
  current: () => [...surveyKeys.all, 'current'] as const,
};

/** GET /company-surveys/: the read form, null for a field never saved. */
export const companySurveyQuery = () =>
  queryOptions({
    queryKey: surveyKeys.current(),
    queryFn: ({ signal }): Promise<CompanySurveyRead> =>
      apiRequest<CompanySurveyRead>('/company-surveys/', { auth: true, signal }),
  });

export function useCompanySurvey() {
  return useQuery(companySurveyQuery());
}

/** POST /company-surveys/: the fields that changed, into the draft. The page says when it saved. */
export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      fields,
      keepalive = false,
    }: {
      fields: CompanySurveyWrite;
      keepalive?: boolean;
    }): Promise<CompanySurveyRead> =>
      apiRequest<CompanySurveyRead>('/company-surveys/', {
        method: 'POST',
        auth: true,
        body: fields,
        keepalive,
      }),
    onSuccess: (survey) => queryClient.setQueryData(surveyKeys.current(), survey),
    // the page shows a failed save in its own status line, and sends the fields again
    meta: { errorToast: false },
  });
}

/** POST /company-surveys/submit/: saves the fields sent, then submits; the onboarding moves on. */
export function useSubmitSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CompanySurveyWrite): Promise<CompanySurveyRead> =>
      apiRequest<CompanySurveyRead>('/company-surveys/submit/', {
        method: 'POST',
        auth: true,
        body: fields,
      }),
    onSuccess: async (survey) => {
      queryClient.setQueryData(surveyKeys.current(), survey);
      await invalidateOnboarding(queryClient);
    },
    // a refusal marks the missing fields and shows the spec's toast
    meta: { errorToast: false },
  });
}

export const financialsKeys = {
  all: ['company-financials'] as const,
  /** GET /company-financials/ */
  current: () => [...financialsKeys.all, 'current'] as const,
};

/** GET /company-financials/: the Financials step, null for a field never saved. */
export function useCompanyFinancials() {
  return useQuery({
    queryKey: financialsKeys.current(),
    queryFn: ({ signal }): Promise<CompanyFinancialsReply> =>
      apiRequest<CompanyFinancialsReply>('/company-financials/', { auth: true, signal }),
  });
}

/** PUT /company-financials/: the whole step; a refusal names each bad field (shown in place). */
export function useSaveFinancials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyFinancials): Promise<CompanyFinancialsReply> =>
      apiRequest<CompanyFinancialsReply>('/company-financials/', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => queryClient.setQueryData(financialsKeys.current(), saved),
    meta: { errorToast: false },
  });
}
