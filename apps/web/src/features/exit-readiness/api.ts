import type { MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import type { ExitReadinessReport } from '@exitcraft/shared/schemas/exit-readiness';
import type { ValueHistory, ValueReport } from '@exitcraft/shared/schemas/value-report';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { downloadFile } from '../../shared/download/download-file.ts';

export const exitReadinessKeys = {
  all: ['exit-readiness'] as const,
  /** GET /reports/exit-readiness/ */
  report: () => [...exitReadinessKeys.all, 'report'] as const,
  /** GET /reports/value/ */
  value: () => [...exitReadinessKeys.all, 'value'] as const,
  /** GET /reports/value/history/ */
  valueHistory: () => [...exitReadinessKeys.all, 'value-history'] as const,
  /** GET /market-multiples/ */
  market: () => [...exitReadinessKeys.all, 'market'] as const,
};

/** The market data the server's estimate uses now (staff may change it), for the what-if panel. */
export function useMarketMultiples() {
  return useQuery({
    queryKey: exitReadinessKeys.market(),
    queryFn: ({ signal }): Promise<MarketMultiples> => apiRequest<MarketMultiples>('/market-multiples/', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The value estimate the server computed from the caller's stored financials and score (or what is missing). */
export function useValueReport() {
  return useQuery({
    queryKey: exitReadinessKeys.value(),
    queryFn: ({ signal }): Promise<ValueReport> => apiRequest<ValueReport>('/reports/value/', { auth: true, signal }),
    staleTime: 0,
  });
}

/** The readiness score and value range after each submission and change of financials. */
export function useValueHistory() {
  return useQuery({
    queryKey: exitReadinessKeys.valueHistory(),
    queryFn: ({ signal }): Promise<ValueHistory> =>
      apiRequest<ValueHistory>('/reports/value/history/', { auth: true, signal }),
    staleTime: 0,
  });
}

/** The caller's score, at-stake figure and plan, computed by the server from their own records. */
export function useExitReadiness() {
  return useQuery({
    queryKey: exitReadinessKeys.report(),
    queryFn: ({ signal }): Promise<ExitReadinessReport> =>
      apiRequest<ExitReadinessReport>('/reports/exit-readiness/', { auth: true, signal }),
    // computed from what the assessment and business-details screens write: read afresh on each visit
    staleTime: 0,
  });
}

/** GET /reports/exit-readiness.pdf with the bearer, handed to the browser as a download. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        '/reports/exit-readiness.pdf',
        `exitcraft-exit-readiness-${new Date().toISOString().slice(0, 10)}.pdf`,
      ),
    // the report section shows the failure in place, beside the button
    meta: { errorToast: false },
  });
}
