import type {
  AddPasskeyRequest,
  Passkey,
  SecondFactorProof,
  SecondFactorStatus,
  WebauthnOptionsResponse,
} from '@exitcraft/shared/schemas/second-factor';
import type { MessageResponse } from '@exitcraft/shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { createPasskey, signWithPasskey } from '../../lib/passkeys.ts';

/**
 * The caller's second factors (decision 033), read by the settings screen and by the back office's
 * step-up dialog and banner alike.
 */
export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: () => [...secondFactorKeys.all, 'status'] as const,
};

/** GET /second-factor/ */
export function useSecondFactorStatus(enabled = true) {
  return useQuery({
    queryKey: secondFactorKeys.status(),
    queryFn: ({ signal }): Promise<SecondFactorStatus> =>
      apiRequest<SecondFactorStatus>('/second-factor/', { auth: true, signal }),
    enabled,
  });
}

/** A passkey confirms a dangerous action: the server's challenge, signed by one of the caller's passkeys. */
export async function passkeyProof(): Promise<SecondFactorProof> {
  const { challenge_id, options } = await apiRequest<WebauthnOptionsResponse>('/second-factor/challenge/', {
    method: 'POST',
    auth: true,
  });
  return { kind: 'passkey', challenge_id, response: await signWithPasskey(options) };
}

/** POST /passkeys/options/, the device's prompt, then POST /passkeys/ under the given name. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> => {
      const { challenge_id, options } = await apiRequest<WebauthnOptionsResponse>('/passkeys/options/', {
        method: 'POST',
        auth: true,
      });
      const body: AddPasskeyRequest = { challenge_id, name, response: await createPasskey(options) };
      return apiRequest<Passkey>('/passkeys/', { method: 'POST', auth: true, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}

/** PATCH /passkeys/:id/ */
export function useRenamePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest<Passkey>(`/passkeys/${id}/`, { method: 'PATCH', auth: true, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}

/** DELETE /passkeys/:id/ with the password */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      apiRequest<MessageResponse>(`/passkeys/${id}/`, {
        method: 'DELETE',
        auth: true,
        body: { password },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}
