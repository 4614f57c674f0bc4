import { stepUpRequiredMessage } from '@exitcraft/shared/schemas/staff';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { isStepUpRequired, stepUp } from '../api.ts';

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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const run = useCallback<Run>(async (action) => {
    try {
      return await action();
    } catch (failure) {
      if (!isStepUpRequired(failure)) throw failure;
      return new Promise((resolve, reject) => {
        const next: Pending = { retry: action, resolve: resolve as (value: unknown) => void, reject, error: failure };
        pendingRef.current = next;
        setPassword('');
        setError(undefined);
        setPending(next);
      });
    }
  }, []);

  function close() {
    pendingRef.current?.reject(pendingRef.current.error);
    pendingRef.current = null;
    setPending(null);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const current = pendingRef.current;
    if (!current) return;
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    try {
      await stepUp(password);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setBusy(false);
      return;
    }
    pendingRef.current = null;
    setPending(null);
    setBusy(false);
    try {
      current.resolve(await current.retry());
    } catch (failure) {
      current.reject(failure);
    }
  }

  return (
    <StepUpContext.Provider value={run}>
      {children}
      <Modal open={pending !== null} onClose={close} title="Confirm it is you">
        <form onSubmit={confirm} noValidate>
          <p className="text-slate-700">
            {stepUpRequiredMessage} For the next 15 minutes you will not be asked again in this session.
          </p>
          <div className="mt-4">
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              data-autofocus
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking…' : 'Confirm and continue'}
            </Button>
          </div>
        </form>
      </Modal>
    </StepUpContext.Provider>
  );
}
