import type { OnboardingState } from '@exitcraft/shared/schemas/onboarding';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/*
 * The onboarding state is the dashboard's, but several features change it (the business details,
 * each assessment), so its query lives here where all of them may reach it.
 */
export const onboardingKey = ['onboarding'] as const;

/** GET /onboarding/: the step the server derives from what this person submitted. */
export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }): Promise<OnboardingState> =>
      apiRequest<OnboardingState>('/onboarding/', { auth: true, signal }),
  });
}

/** After a write that moves the onboarding on (a submission, a booking). */
export function invalidateOnboarding(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: onboardingKey });
}
