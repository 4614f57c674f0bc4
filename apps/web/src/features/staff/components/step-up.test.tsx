import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type * as api from '../api/step-up.ts';

const stepUp = vi.fn();
vi.mock('../api/step-up.ts', async (original) => ({
  ...(await original<typeof api>()),
  stepUp: (password: string) => stepUp(password),
}));

const { StepUpProvider, useStepUp } = await import('./step-up.tsx');

const refused = () =>
  new ApiError({
    status: 403,
    code: 'step_up_required',
    message: 'Confirm your password to continue.',
    readable: true,
  });

/** A button whose action is refused until the step-up has happened, then succeeds. */
function Harness({ action }: { action: () => Promise<string> }) {
  const withStepUp = useStepUp();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          withStepUp(action).then(
            (value) => setOutcome(`done: ${value}`),
            (error: unknown) => setOutcome(`failed: ${(error as Error).message}`),
          )
        }
      >
        Grant
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderHarness(action: () => Promise<string>) {
  render(
    <StepUpProvider>
      <Harness action={action} />
    </StepUpProvider>,
  );
}

beforeEach(() => {
  stepUp.mockReset();
});

describe('StepUpProvider', () => {
  it('asks for the password on step_up_required, confirms it, and runs the action again', async () => {
    let stepped = false;
    const action = vi.fn(async () => {
      if (!stepped) throw refused();
      return 'granted';
    });
    stepUp.mockImplementation(async () => {
      stepped = true;
      return { expires_at: '2026-01-01T00:15:00Z' };
    });
    renderHarness(action);
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm it is you' })).toBeInTheDocument();

    // the member area's rule for every password confirmation: nothing to send until a password is typed
    expect(screen.getByRole('button', { name: 'Confirm and continue' })).toBeDisabled();
    expect(stepUp).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Your password'), 'Harbor#2041');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done: granted'));
    expect(stepUp).toHaveBeenCalledWith('Harbor#2041');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the server’s message when the password is wrong', async () => {
    stepUp.mockRejectedValue(
      new ApiError({ status: 401, code: 'invalid_password', message: 'That password is not right.', readable: true }),
    );
    const action = vi.fn(async () => {
      throw refused();
    });
    renderHarness(action);
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('rejects with the original error when cancelled, and passes other errors straight through', async () => {
    renderHarness(async () => {
      throw refused();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('failed: Confirm your password to continue.'),
    );
  });

  it('does not ask for a password for any other failure', async () => {
    renderHarness(async () => {
      throw new ApiError({ status: 404, code: 'not_found', message: 'No person with that id.', readable: true });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('failed: No person with that id.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
