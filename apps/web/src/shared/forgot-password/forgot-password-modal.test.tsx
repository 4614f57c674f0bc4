import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { changeValue } from '../../../test/change-value.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function server(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /forgot-password-send-otp/': () => [
      200,
      { status: 'success', message: 'If an account exists for this email, a code has been sent to it.' },
    ],
    'POST /verify-otp/': () => [200, { status: 'success', message: 'OTP verified successfully.' }],
    'POST /reset-password/': () => [200, { status: 'success', message: 'Password reset successfully!' }],
    ...overrides,
  });
}

function renderModal() {
  const props = { open: true, onClose: vi.fn(), onSuccess: vi.fn() };
  const view = render(<ForgotPasswordModal {...props} />);
  return { props, view };
}

const settle = () => act(async () => {});
const dialog = (name: string) => screen.getByRole('dialog', { name });
const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const type = (label: string, value: string) => changeValue(input(label), { target: { value } });

async function reachStep2() {
  type('Email', 'ada@example.com');
  await click('Send OTP');
  act(() => vi.advanceTimersByTime(1500));
}

async function reachStep3() {
  await reachStep2();
  type('OTP', '123456');
  await click('Verify OTP');
  act(() => vi.advanceTimersByTime(1500));
}

describe('forgot-password dialog', () => {
  it('in settings, all three calls carry the bearer; on the sign-in page none does', async () => {
    localStorage.setItem('access_token', 'a1');
    const api = server();
    const bearer = (route: string) =>
      (api.called(route)[0]?.init.headers as Record<string, string> | undefined)?.authorization;
    const view = render(<ForgotPasswordModal open onClose={vi.fn()} initialEmail="ada@example.com" withBearer />);
    await click('Send OTP');
    act(() => vi.advanceTimersByTime(1500));
    type('OTP', '123456');
    await click('Verify OTP');
    act(() => vi.advanceTimersByTime(1500));
    type('New Password', 'Lighthouse#2077');
    type('Confirm New Password', 'Lighthouse#2077');
    await click('Reset Password');
    for (const route of ['POST /forgot-password-send-otp/', 'POST /verify-otp/', 'POST /reset-password/'])
      expect(bearer(route)).toBe('Bearer a1');
    view.unmount();

    const anonymous = server();
    render(<ForgotPasswordModal open onClose={vi.fn()} initialEmail="ada@example.com" />);
    await click('Send OTP');
    expect(
      (anonymous.called('POST /forgot-password-send-otp/')[0]?.init.headers as Record<string, string>).authorization,
    ).toBeUndefined();
    localStorage.clear();
  });

  it('step 1 asks for the email', async () => {
    const api = server();
    renderModal();
    expect(dialog('Forgot Password')).toBeInTheDocument();
    await click('Send OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success message, then moves to Verify OTP after 1.5 s', async () => {
    const api = server();
    renderModal();
    type('Email', 'ada@example.com');
    await click('Send OTP');
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for this email, a code has been sent to it.',
    );
    expect(api.called('POST /forgot-password-send-otp/')[0]?.body).toEqual({ email: 'ada@example.com' });
    act(() => vi.advanceTimersByTime(1499));
    expect(dialog('Forgot Password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog('Verify OTP')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('step 1 shows the server error, else "Failed to send OTP"', async () => {
    server({
      'POST /forgot-password-send-otp/': () => [
        429,
        { message: 'Please wait 30 seconds before requesting a new code.' },
      ],
    });
    renderModal();
    type('Email', 'ada@example.com');
    await click('Send OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 30 seconds before requesting a new code.');
    vi.unstubAllGlobals();
    server({ 'POST /forgot-password-send-otp/': () => [500, {}] });
    await click('Send OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('step 2 requires the code, keeps digits only (max 6), and shows "Invalid OTP" by default', async () => {
    server({ 'POST /verify-otp/': () => [400, {}] });
    renderModal();
    await reachStep2();
    await click('Verify OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP is required');
    type('OTP', '12a34567');
    expect(input('OTP')).toHaveValue('123456');
    await click('Verify OTP');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
  });

  it('step 2 can resend the code', async () => {
    const api = server();
    renderModal();
    await reachStep2();
    await click('Resend OTP');
    expect(api.called('POST /forgot-password-send-otp/')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('a code has been sent');
    expect(dialog('Verify OTP')).toBeInTheDocument();
  });

  it('the back arrow goes back a step and clears the messages', async () => {
    server();
    renderModal();
    await reachStep2();
    await click('Verify OTP');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await click('Back');
    expect(dialog('Forgot Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input('Email')).toHaveValue('ada@example.com');
  });

  it('step 3 checks both passwords: required, matching, at least 6 characters', async () => {
    const api = server();
    renderModal();
    await reachStep3();
    expect(dialog('Reset Password')).toBeInTheDocument();
    await click('Reset Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Both password fields are required');
    type('New Password', 'Abc#12');
    type('Confirm New Password', 'Abc#13');
    await click('Reset Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    type('New Password', 'Ab#1');
    type('Confirm New Password', 'Ab#1');
    await click('Reset Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(api.called('POST /reset-password/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
  });

  it('resets, shows "Password reset successfully!", closes after 2 s and calls onSuccess', async () => {
    const api = server();
    const { props } = renderModal();
    await reachStep3();
    type('New Password', 'Better#2025');
    type('Confirm New Password', 'Better#2025');
    await click('Reset Password');
    expect(api.called('POST /reset-password/')[0]?.body).toEqual({
      email: 'ada@example.com',
      new_password: 'Better#2025',
      // issue 29: the passkeys go unless the person ticks "Keep my passkeys"
      keep_passkeys: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully!');
    act(() => vi.advanceTimersByTime(1999));
    expect(props.onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onClose).toHaveBeenCalledOnce();
    expect(props.onSuccess).toHaveBeenCalledOnce();
  });

  it('step 3 shows the server error, else "Failed to reset password"', async () => {
    server({ 'POST /reset-password/': () => [400, {}] });
    renderModal();
    await reachStep3();
    type('New Password', 'Better#2025');
    type('Confirm New Password', 'Better#2025');
    await click('Reset Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password');
  });

  it('Cancel closes and everything starts over on the next opening', async () => {
    server();
    // the host closes and opens it again, as the pages that hold it do (rendering the test's root
    // anew twice would restart Preact's count of useId ids there, which the app never does: decision 048)
    const onClose = vi.fn();
    let setOpen: (open: boolean) => void = () => {};
    function Host() {
      const [open, set] = useState(true);
      setOpen = set;
      return <ForgotPasswordModal open={open} onClose={onClose} />;
    }
    render(<Host />);
    await reachStep2();
    await click('Cancel');
    expect(onClose).toHaveBeenCalledOnce();
    act(() => setOpen(false));
    act(() => setOpen(true));
    expect(dialog('Forgot Password')).toBeInTheDocument();
    expect(input('Email')).toHaveValue('');
  });

  it('the close control does the same', async () => {
    server();
    const { props } = renderModal();
    await reachStep2();
    await click('Close');
    expect(props.onClose).toHaveBeenCalledOnce();
  });
});
