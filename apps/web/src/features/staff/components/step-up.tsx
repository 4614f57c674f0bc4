import { stepUpRequiredMessage } from '@exitcraft/shared/messages/staff';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { LazyConfirmPasswordModal } from '../../../shared/password-confirm/lazy-confirm-password-modal.tsx';
import type { SecondFactorProof } from '@exitcraft/shared/schemas/second-factor';
import { secondFactorRequiredCode } from '@exitcraft/shared/messages/second-factor';
import { ApiError } from '../../../lib/api-client.ts';
import { passkeyProof, useSecondFactorStatus } from '../../../shared/second-factor/api.ts';
import { isStepUpRequired, stepUp } from '../api/step-up.ts';

/** The back office's password rule, fetched with the dialog (the shell loads no zod for it). */
const staffPasswordRule = async () => (await import('@exitcraft/shared/schemas/staff')).staffStepUpRequestSchema;

type Run = <T>(action: () => Promise<T>) => Promise<T>;
const StepUpContext = createContext<Run | null>(null);

/**
 * `withStepUp(action)`: runs the action; when the server answers 403 `step_up_required`, asks for
 * the password in a dialog, opens the 15-minute window and runs the action again. Cancelling
 * rejects with the original error.
 */
export function useStepUp(): Run {
  const run = useContext(StepUpContext);
  if (!run) throw new Error('useStepUp outside StepUpProvider');
  return run;
}

interface Pending {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  error: unknown;
}

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  // the factors held decide what the dialog asks for beside the password (decision 033)
  const factors = useSecondFactorStatus(pending !== null);
  const held = factors.data;
  const secondFactor =
    held && (held.passkeys.length > 0 || held.totp)
      ? { passkey: held.passkeys.length > 0, totp: held.totp, onPasskey: passkeyProof }
      : undefined;

  const run = useCallback<Run>(async (action) => {
    try {
      return await action();
    } catch (failure) {
      if (!isStepUpRequired(failure)) throw failure;
      return new Promise((resolve, reject) => {
        const next: Pending = { retry: action, resolve: resolve as (value: unknown) => void, reject, error: failure };
        pendingRef.current = next;
        setPending(next);
      });
    }
  }, []);

  function close() {
    pendingRef.current?.reject(pendingRef.current.error);
    pendingRef.current = null;
    setPending(null);
  }

  /** The window is open: the dialog goes, and the action runs again for whoever asked. */
  async function confirmed() {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    try {
      current.resolve(await current.retry());
    } catch (failure) {
      current.reject(failure);
    }
  }

  /** POST /staff/step-up/; a wrong password keeps the dialog open with the server's words. */
  async function confirm(password: string, secondFactor?: SecondFactorProof): Promise<string | null> {
    try {
      await stepUp(password, secondFactor);
    } catch (failure) {
      // a factor added in another tab since the dialog opened: ask again with it
      if (failure instanceof ApiError && failure.code === secondFactorRequiredCode) void factors.refetch();
      return apiErrorMessage(failure);
    }
    void confirmed();
    return null;
  }

  return (
    <StepUpContext.Provider value={run}>
      {children}
      <LazyConfirmPasswordModal
        open={pending !== null && !factors.isPending}
        title="Confirm it is you"
        lead={`${stepUpRequiredMessage} For the next 15 minutes you will not be asked again in this session.`}
        passwordLabel="Your password"
        confirmLabel="Confirm and continue"
        busyLabel="Checking…"
        schema={staffPasswordRule}
        onClose={close}
        onConfirm={confirm}
        secondFactor={secondFactor}
      />
    </StepUpContext.Provider>
  );
}
