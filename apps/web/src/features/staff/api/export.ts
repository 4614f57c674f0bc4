import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showApiError } from '../../../lib/api-error.ts';
import { auditKeys } from './audit.ts';

/** What a failed CSV export says (a toast), unless the server gave its own sentence. */
export const exportFailedMessage = 'The export failed. Please try again.';

/**
 * A CSV export (people, payments): the download, then the audit log read again, since the server
 * records every export there. A failure is one toast with the server's sentence or the fallback.
 */
export function useCsvExport<Filter>(download: (filter: Filter) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: download,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    onError: (error) => showApiError(error, exportFailedMessage),
  });
}
