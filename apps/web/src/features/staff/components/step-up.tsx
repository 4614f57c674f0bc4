import {
  type StaffStepUpRequest,
  staffStepUpRequestSchema,
  stepUpRequiredMessage,
} from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { isStepUpRequired, stepUp } from '../api/step-up.ts';

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

  return (
    <StepUpContext.Provider value={run}>
      {children}
      {/* the Modal mounts its content only while open: each request starts with an empty password */}
      <Modal open={pending !== null} onClose={close} title="Confirm it is you">
        <StepUpForm onCancel={close} onConfirmed={() => void confirmed()} />
      </Modal>
    </StepUpContext.Provider>
  );
}

/** The password, checked by POST /staff/step-up/; a wrong one keeps the dialog open with the server's words. */
function StepUpForm({ onCancel, onConfirmed }: { onCancel: () => void; onConfirmed: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<StaffStepUpRequest>({
    resolver: zodResolver(staffStepUpRequestSchema),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await stepUp(password);
    } catch (failure) {
      setError('password', { type: 'server', message: apiErrorMessage(failure) });
      return;
    }
    onConfirmed();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-slate-700">
        {stepUpRequiredMessage} For the next 15 minutes you will not be asked again in this session.
      </p>
      <div className="mt-4">
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          data-autofocus
          {...register('password')}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Checking…' : 'Confirm and continue'}
        </Button>
      </div>
    </form>
  );
}
