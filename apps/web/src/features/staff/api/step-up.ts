import type { StaffStepUpResponse } from '@exitcraft/shared/schemas/staff';
import { stepUpRequiredCode } from '@exitcraft/shared/messages/staff';
import type { SecondFactorProof } from '@exitcraft/shared/schemas/second-factor';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** The server's 403 that asks for the password again before money or access moves. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === stepUpRequiredCode;
}

/**
 * POST /staff/step-up/: opens the session's 15-minute window. It changes no query: the action it
 * unlocks runs again right after and invalidates what that action changed (the audit log included).
 */
export function stepUp(password: string, secondFactor?: SecondFactorProof) {
  return apiRequest<StaffStepUpResponse>('/staff/step-up/', {
    method: 'POST',
    auth: true,
    body: secondFactor ? { password, second_factor: secondFactor } : { password },
  });
}
