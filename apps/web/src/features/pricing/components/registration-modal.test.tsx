import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationModal } from './registration-modal.tsx';

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
afterEach(() => vi.useRealTimers());

function renderModal(plan: 'guest' | 'member', onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/pricing-plan']}>
      <RegistrationModal open onClose={onClose} plan={plan} onPlanChange={() => {}} />
      <Where />
    </MemoryRouter>,
  );
  return onClose;
}

describe('registration modal token check', () => {
  it('routes a new guest to /confirmation-guest within 500 ms of the token appearing', () => {
    const onClose = renderModal('guest');
    expect(screen.getByText('Registration form for guest')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing-plan');
    localStorage.setItem('access_token', 'token');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing-plan');
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/confirmation-guest');
  });

  it('routes a new member to /payment, once', () => {
    const onClose = renderModal('member');
    localStorage.setItem('access_token', 'token');
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/payment');
  });
});
