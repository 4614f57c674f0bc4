import type { AdviserSessionState, OnboardingState } from '@exitcraft/shared/schemas/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { onboardingKey } from '../../lib/onboarding.ts';

/** POST /onboarding/adviser-session/: booked or skipped; the reply is the new onboarding state. */
export function useRecordAdviserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AdviserSessionState): Promise<OnboardingState> =>
      apiRequest<OnboardingState>('/onboarding/adviser-session/', {
        method: 'POST',
        auth: true,
        body: { status },
      }),
    onSuccess: (state) => queryClient.setQueryData(onboardingKey, state),
  });
}
