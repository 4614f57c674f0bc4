import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpModal } from './otp-modal.tsx';
import { changeValue } from '../../../test/change-value.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderModal(overrides: Partial<Parameters<typeof OtpModal>[0]> = {}) {
  const props = {
    open: true,
    email: 'ada@example.com',
    onClose: vi.fn(),
    onVerify: vi.fn(async () => null),
    onResend: vi.fn(async () => null),
    ...overrides,
  };
  render(<OtpModal {...props} />);
  return props;
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP & Register' });
const typeCode = (code: string) => changeValue(screen.getByLabelText('Digit 1 of 6'), { target: { value: code } });
/** Lets pending promises (the fake API) settle under fake timers. */
const settle = () => act(async () => {});

describe('OtpModal', () => {
  it('shows the countdown, the wait line, and no Resend button before zero', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    expect(screen.getByText(/Didn't receive the code\? Wait/)).toHaveTextContent(
      "Didn't receive the code? Wait 05:00 to resend",
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('04:59');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
  });

  it('turns the time red at 60 seconds and below', () => {
    renderModal();
    act(() => vi.advanceTimersByTime(239_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
    expect(screen.getByRole('timer')).not.toHaveClass('text-red-700');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(screen.getByRole('timer')).toHaveClass('text-red-700');
  });

  it('at zero disables Verify and offers Resend OTP, which restarts the countdown', async () => {
    const props = renderModal();
    act(() => vi.advanceTimersByTime(300_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(verifyButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await settle();
    expect(props.onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    expect(screen.getByRole('status')).toHaveTextContent('A new code was sent to ada@example.com.');
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('shows the resend failure and keeps the Resend button', async () => {
    renderModal({ onResend: vi.fn(async () => 'Failed to resend OTP') });
    act(() => vi.advanceTimersByTime(300_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('asks for all six digits before verifying', async () => {
    const props = renderModal();
    changeValue(screen.getByLabelText('Digit 1 of 6'), { target: { value: '1' } });
    fireEvent.click(verifyButton());
    // the sign-up code's rule is fetched with the dialog (decision 043): the check waits for it
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter the complete 6-digit OTP'),
    );
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('verifies the code, showing the busy label, and shows a failure', async () => {
    let finish: (value: string | null) => void = () => {};
    const onVerify = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    renderModal({ onVerify });
    typeCode('123456');
    fireEvent.click(verifyButton());
    await vi.waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
    await settle();
    expect(screen.getByRole('button', { name: 'Completing Registration...' })).toBeDisabled();
    await act(async () => finish('Invalid OTP'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(verifyButton()).toBeEnabled();
  });

  it('puts the focus in the first digit box on open, not on the close button', () => {
    renderModal();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it('fills all six boxes from a pasted code and verifies it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const props = renderModal();
    await user.paste('482 913');
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveFocus();
    await user.click(verifyButton());
    await vi.waitFor(() => expect(props.onVerify).toHaveBeenCalledWith('482913'));
  });

  it('spreads a code pasted into a later box over all boxes from the first', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.paste('123456');
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value).join('')).toBe('123456');
  });
});
