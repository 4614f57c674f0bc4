import { type ExitReadinessReport, exitReadinessReportSchema } from '@exitcraft/shared/schemas/exit-readiness';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { downloadFile } from '../../shared/download/download-file.ts';

export const exitReadinessKeys = {
  all: ['exit-readiness'] as const,
  /** GET /reports/exit-readiness/ */
  report: () => [...exitReadinessKeys.all, 'report'] as const,
};

/** The caller's score, at-stake figure and plan, computed by the server from their own records. */
export function useExitReadiness() {
  return useQuery({
    queryKey: exitReadinessKeys.report(),
    queryFn: ({ signal }): Promise<ExitReadinessReport> =>
      apiRequest('/reports/exit-readiness/', { auth: true, signal, reply: exitReadinessReportSchema }),
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
