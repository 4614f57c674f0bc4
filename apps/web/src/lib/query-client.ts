import { MutationCache, QueryClient } from '@tanstack/react-query';
import { onSessionEnded } from './api-client.ts';
import { showApiError } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false when the screen shows the failure itself (a field message, an inline alert). */
      errorToast?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
  // ../shared/STYLE.md (beside the repo), point 5: a failed write shows one toast by default; a screen
  // that shows it in place opts out
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorToast !== false) showApiError(error);
    },
  }),
});

// Whoever signs out (or is signed out by a refused refresh) leaves nothing of theirs in the cache.
onSessionEnded(() => queryClient.clear());
