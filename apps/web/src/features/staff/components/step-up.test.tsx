import type { SecondFactorStatus } from '@exitcraft/shared/schemas/second-factor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import type * as api from '../api/step-up.ts';

const stepUp = vi.fn();
vi.mock('../api/step-up.ts', async (original) => ({
  ...(await original<typeof api>()),
  stepUp: (...args: unknown[]) => stepUp(...args),
}));

// the factors the staff member holds (GET /second-factor/): none unless a test says otherwise
const noFactors: SecondFactorStatus = { passkeys: [], totp: false, recovery_codes_left: 0, staff_must_enrol: false };
let held: SecondFactorStatus = noFactors;
const passkeyProof = vi.fn();
vi.mock('../../../shared/second-factor/api.ts', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useSecondFactorStatus: (enabled = true) =>
      useQuery({ queryKey: ['second-factor', 'status'], queryFn: async () => held, enabled }),
    passkeyProof: () => passkeyProof(),
  };
});

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
  renderWithQuery(
    <StepUpProvider>
      <Harness action={action} />
    </StepUpProvider>,
  );
}

beforeEach(() => {
  stepUp.mockReset();
  passkeyProof.mockReset();
  held = noFactors;
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
    expect(stepUp).toHaveBeenCalledWith('Harbor#2041', undefined);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the server’s message when the password is wrong', async () => {
    stepUp.mockRejectedValueOnce(
      new ApiError({ status: 401, code: 'invalid_password', message: 'That password is not right.', readable: true }),
    );
    stepUp.mockResolvedValue({ expires_at: '2026-01-01T00:15:00Z' });
    let calls = 0;
    const action = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw refused();
      return 'granted';
    });
    renderHarness(action);
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(action).toHaveBeenCalledTimes(1);
    // the same dialog takes the right password next
    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'Harbor#2041');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done: granted'));
    expect(stepUp).toHaveBeenLastCalledWith('Harbor#2041', undefined);
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

  it('with a passkey held: the password, then the passkey, are sent together (issue 29)', async () => {
    held = { ...noFactors, passkeys: [{ id: 'a', name: 'Laptop', created_at: '', last_used_at: null }] };
    let stepped = false;
    const action = vi.fn(async () => {
      if (!stepped) throw refused();
      return 'refunded';
    });
    const proof = { kind: 'passkey', challenge_id: 'c', response: {} };
    passkeyProof.mockResolvedValue(proof);
    stepUp.mockImplementation(async () => {
      stepped = true;
      return { expires_at: '2026-01-01T00:15:00Z' };
    });
    renderHarness(action);
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('After your password, your device asks for your passkey.');
    await userEvent.type(screen.getByLabelText('Your password'), 'Harbor#2041');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done: refunded'));
    expect(stepUp).toHaveBeenCalledWith('Harbor#2041', proof);
  });

  it('with an authenticator app held: a 6-digit code is a TOTP code, anything else a recovery code', async () => {
    held = { ...noFactors, totp: true, recovery_codes_left: 10 };
    stepUp.mockRejectedValueOnce(
      new ApiError({ status: 401, code: 'second_factor_invalid', message: 'That code is wrong.', readable: true }),
    );
    stepUp.mockResolvedValue({ expires_at: '2026-01-01T00:15:00Z' });
    let calls = 0;
    renderHarness(async () => {
      calls += 1;
      if (calls === 1) throw refused();
      return 'granted';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(screen.getByLabelText('Your password'), 'Harbor#2041');
    await userEvent.type(screen.getByLabelText('Authenticator code or recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('That code is wrong.')).toBeInTheDocument();
    expect(stepUp).toHaveBeenLastCalledWith('Harbor#2041', { kind: 'totp', code: '123456' });
    await userEvent.clear(screen.getByLabelText('Authenticator code or recovery code'));
    await userEvent.type(screen.getByLabelText('Authenticator code or recovery code'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done: granted'));
    expect(stepUp).toHaveBeenLastCalledWith('Harbor#2041', { kind: 'recovery', code: 'abcd-efgh-jkmn-pqrs' });
  });
});
