import type { RecoveryCodesResponse, TotpSetupResponse } from '@exitcraft/shared/schemas/second-factor';
import type { MessageResponse } from '@exitcraft/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { secondFactorKeys } from '../../shared/second-factor/api.ts';

/** POST /totp/setup/ with the password: a new secret, pending until a code confirms it. */
export function useStartTotp() {
  return useMutation({
    mutationFn: (password: string): Promise<TotpSetupResponse> =>
      apiRequest<TotpSetupResponse>('/totp/setup/', { method: 'POST', auth: true, body: { password } }),
    meta: { errorToast: false },
  });
}

/** POST /totp/confirm/: the first code; the ten recovery codes come back, to be shown once. */
export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<RecoveryCodesResponse> =>
      apiRequest<RecoveryCodesResponse>('/totp/confirm/', { method: 'POST', auth: true, body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}

/** DELETE /totp/ with the password */
export function useRemoveTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<MessageResponse>('/totp/', { method: 'DELETE', auth: true, body: { password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}
