import {
  type RecoveryCodesResponse,
  recoveryCodesResponseSchema,
  type TotpSetupResponse,
  totpSetupResponseSchema,
} from '@exitcraft/shared/schemas/second-factor';
import { messageResponseSchema } from '@exitcraft/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { secondFactorKeys } from '../../shared/second-factor/api.ts';

/** POST /totp/setup/ with the password: a new secret, pending until a code confirms it. */
export function useStartTotp() {
  return useMutation({
    mutationFn: (password: string): Promise<TotpSetupResponse> =>
      apiRequest('/totp/setup/', { method: 'POST', auth: true, body: { password }, reply: totpSetupResponseSchema }),
    meta: { errorToast: false },
  });
}

/** POST /totp/confirm/: the first code; the ten recovery codes come back, to be shown once. */
export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<RecoveryCodesResponse> =>
      apiRequest('/totp/confirm/', { method: 'POST', auth: true, body: { code }, reply: recoveryCodesResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}

/** DELETE /totp/ with the password */
export function useRemoveTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/totp/', { method: 'DELETE', auth: true, body: { password }, reply: messageResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKeys.all }),
    meta: { errorToast: false },
  });
}
