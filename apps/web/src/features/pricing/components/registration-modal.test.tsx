import { act, render, screen } from '@testing-library/react';
import { useLocation } from '../../../lib/router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session-events.ts';
import { signIn } from '../../../lib/session.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { sampleUser } from '../../../../test/user.ts';
import { RegistrationModal } from './registration-modal.tsx';
import { MemoryRouter } from '../../../../test/render.tsx';

// the accounts form is tested on its own; here only the modal's routing matters
vi.mock('../../../shared/auth-form/auth-form.tsx', () => ({
  AuthForm: ({ plan }: { plan: string }) => <p>Registration form for {plan}</p>,
}));

beforeAll(() => {
  // jsdom has no modal dialogs; open/close is the browser's job, tested in e2e
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  endSession();
});

function renderModal(plan: 'guest' | 'member', onClose = vi.fn()) {
  render(
    <MemoryRouter path={'/pricing-plan'}>
      <RegistrationModal open onClose={onClose} plan={plan} onPlanChange={() => {}} />
      <Where />
    </MemoryRouter>,
  );
  return onClose;
}

/** Registration's last step: the tokens are stored, then the user is read (the session has them both). */
async function signedInSession() {
  fakeApi({ 'GET /extract-user-data/': () => [200, { status: 'success', user_data: sampleUser }] });
  await act(() => signIn({ access: 'a1', refresh: 'r1' }));
}

describe('registration modal token check', () => {
  it('routes a new guest to /confirmation-guest within 500 ms of the signed-in session', async () => {
    const onClose = renderModal('guest');
    expect(screen.getByText('Registration form for guest')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing-plan');
    await signedInSession();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing-plan');
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/confirmation-guest');
  });

  it('routes a new member to /payment, once', async () => {
    const onClose = renderModal('member');
    await signedInSession();
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/payment');
  });

  // issue 27: the guarded page it goes to would send a person whose user is not read yet to log in
  it('waits while the token is stored but the user not yet read', () => {
    const onClose = renderModal('guest');
    localStorage.setItem('access_token', 'a1');
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing-plan');
  });
});
