import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { useSearchParams } from '../../../../lib/router.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { selectedIndex, useSubmission, useSubmissions } from '../../api.ts';

/**
 * The submission a result view shows (`?submission=id`, else the newest), the one before it (for
 * the changes), the whole history, and the view's state.
 */
export function useResult(kind: AssessmentKind) {
  const list = useSubmissions(kind);
  const [params] = useSearchParams();
  const wanted = params.get('submission');
  const submissions = list.data ?? [];
  const index = selectedIndex(submissions, wanted);
  const selected = submissions[index];
  const previous = submissions[index + 1];
  const detail = useSubmission(kind, selected?.id);

  const error = list.error ?? detail.error;
  const state =
    list.isPending || (selected && detail.isPending)
      ? ('loading' as const)
      : error
        ? ('error' as const)
        : !selected || !detail.data
          ? ('empty' as const)
          : ('ready' as const);
  return {
    state,
    submissions,
    selected: detail.data,
    previous,
    errorMessage: apiErrorMessage(error, 'We could not load your result.'),
    retry: () => {
      void list.refetch();
      if (selected) void detail.refetch();
    },
  };
}
