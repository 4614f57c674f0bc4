import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from './auth-form.tsx';
import { keepPendingRegistration } from './pending-registration.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { inRouter } from '../../../test/render.tsx';
import { sampleUser } from '../../../test/user.ts';
import { changeValue } from '../../../test/change-value.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // a code sent in one test is not live in the next
  keepPendingRegistration(null);
});

const tokens = { access: 'a1', refresh: 'r1' };

/** The happy server, with overrides per route. */
function server(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /health': () => [200, { status: 'ok' }],
    'GET /geoip/': () => [200, { country_code: 'ca' }],
    'POST /check_email_status/': () => [200, { user_exists: false, paid: false }],
    'POST /send_email_otp/': (body) => [
      200,
      { status: 'success', message: `OTP sent to ${(body as { email: string }).email}` },
    ],
    'POST /verify_email_otp/': () => [200, { status: 'success', message: 'Email verified successfully.' }],
    'POST /register/': () => [
      200,
      { status: 'success', message: 'Registration successful.', tokens, user_data: sampleUser },
    ],
    'GET /extract-user-data/': () => [200, { status: 'success', user_data: sampleUser }],
    ...overrides,
  });
}

function renderRegister(plan: 'guest' | 'member' | 'paid' = 'guest', onAuthenticated?: () => void) {
  return render(
    inRouter(
      <AuthForm initialView="register" plan={plan} variant="page" {...(onAuthenticated ? { onAuthenticated } : {})} />,
    ),
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, phone = '4165550148') {
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Company Email ID'), 'ada@example.com');
  await user.type(field('Password'), 'Engine#1843');
  await user.type(field('Confirm Password'), 'Engine#1843');
  await user.type(field('Phone Number'), phone);
  await user.type(field('Company Website'), 'example.com');
}

describe('register view', () => {
  it('has every field, the password hint, toggles and the login link', async () => {
    server();
    renderRegister();
    for (const label of [
      'Full Name',
      'Company Email ID',
      'Password',
      'Confirm Password',
      'Phone Number',
      'Company Website',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(
      screen.getByText('Minimum 6 characters | At least 1 special character | At least 1 letter and 1 number'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toHaveTextContent('Already have an account? Login');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('fires the health call and preselects the country from GET /geoip/', async () => {
    const api = server();
    renderRegister();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Country code: Canada +1' })).toBeInTheDocument());
    expect(api.called('GET /health')).toHaveLength(1);
  });

  it('falls back to the United States when the lookup fails', async () => {
    const api = server({ 'GET /geoip/': () => [503, { code: 'unavailable', message: 'down' }] });
    renderRegister();
    await waitFor(() => expect(api.called('GET /geoip/')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Country code: United States +1' })).toBeInTheDocument();
  });

  it('shows every required message when an empty form is submitted', async () => {
    const api = server();
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Phone number is required',
      'Company website is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.called('POST /check_email_status/')).toHaveLength(0);
  });

  it('validates a field on blur and clears its error on edit', async () => {
    server();
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Company Email ID'), 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Company Email ID')).toHaveAttribute('aria-invalid', 'true');
    // only the blurred field is checked
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.type(field('Company Email ID'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'Password must be at least 6 characters'],
    ['abcdefg', 'Password must contain at least 1 letter, 1 number, and 1 special character'],
    ['abc1234', 'Password must contain at least 1 letter, 1 number, and 1 special character'],
    ['abcdef!', 'Password must contain at least 1 letter, 1 number, and 1 special character'],
  ])('password %s reads "%s"', async (password, message) => {
    server();
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Password'), password);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when the passwords do not match', async () => {
    server();
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Password'), 'Engine#1843');
    await user.type(field('Confirm Password'), 'Engine#1844');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('checks the phone length for the picked country, and keeps digits only', async () => {
    server({ 'GET /geoip/': () => [200, { country_code: 'us' }] });
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Phone Number'), '41-66 55a');
    expect(field('Phone Number')).toHaveValue('416655');
    await user.tab();
    expect(
      await screen.findByText('Phone number should be 10 digits for United States. Currently 6 digits.'),
    ).toBeInTheDocument();
    // picking another country clears the error; the next blur checks against the new length
    await user.click(screen.getByRole('button', { name: 'Country code: United States +1' }));
    await user.keyboard('Fiji{Enter}');
    expect(screen.getByRole('button', { name: 'Country code: Fiji +679' })).toHaveFocus();
    expect(screen.queryByText(/Phone number should be/)).not.toBeInTheDocument();
    await user.click(field('Phone Number'));
    await user.tab();
    expect(
      await screen.findByText('Phone number should be 7 digits for Fiji. Currently 6 digits.'),
    ).toBeInTheDocument();
  });

  it.each(['example', 'http://', 'exa mple.com'])('refuses the website %s', async (website) => {
    server();
    const user = userEvent.setup();
    renderRegister();
    await user.type(field('Company Website'), website);
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid website URL (ending with .com, .org, .io, .co, etc.)'),
    ).toBeInTheDocument();
  });

  it.each([
    [false, 'Email already registered as a Guest in the product. Please log in.'],
    [true, 'Email already registered as a Member in the product. Please log in.'],
  ])('stops at the email check when the email exists (paid %s)', async (paid, message) => {
    const api = server({ 'POST /check_email_status/': () => [200, { user_exists: true, paid }] });
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.called('POST /send_email_otp/')).toHaveLength(0);
  });

  it('shows the server message when sending the code fails, else "Failed to send OTP"', async () => {
    server({
      'POST /send_email_otp/': () => [
        429,
        { code: 'rate_limited', message: 'Please wait 42 seconds before requesting a new code.' },
      ],
    });
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before requesting a new code.');
  });

  it('falls back to "Failed to send OTP" when the reply has no message', async () => {
    server({ 'POST /send_email_otp/': () => [500, {}] });
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('shows the time-out sentence when a registration call is aborted by its 90 s limit', async () => {
    const api = server({
      'POST /check_email_status/': () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
    });
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request took too long. Our servers might be waking up — please try again.',
    );
    const signal = api.calls.find((call) => call.route === 'POST /check_email_status/')?.init.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('registers a guest: code sent, code verified, account created, routed to the guest confirmation', async () => {
    let releaseSend: () => void = () => {};
    const api = server({
      'POST /send_email_otp/': () =>
        new Promise((resolve) => (releaseSend = () => resolve([200, { status: 'success', message: 'OTP sent' }]))),
    });
    const user = userEvent.setup();
    renderRegister('guest');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Country code: Canada +1' })).toBeInTheDocument());
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    releaseSend();
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    changeValue(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await screen.findByText('Landed on /confirmation-guest')).toBeInTheDocument();
    expect(api.called('POST /verify_email_otp/')[0]?.body).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(api.called('POST /register/')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Engine#1843',
      full_name: 'Ada Lovelace',
      phone_number: '+14165550148',
      phone_country: 'ca',
      website_name: 'example.com',
      no_linkedin: true,
      came_from_plan: false,
    });
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('sends a member on to /payment after registering', async () => {
    server();
    const user = userEvent.setup();
    renderRegister('member');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    changeValue(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await screen.findByText('Landed on /payment')).toBeInTheDocument();
  });

  it('does not navigate when the host handles onAuthenticated; came_from_plan is true for paid', async () => {
    const api = server();
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderRegister('paid', onAuthenticated);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    changeValue(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(sampleUser));
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    expect((api.called('POST /register/')[0]?.body as { came_from_plan: boolean }).came_from_plan).toBe(true);
  });

  it('shows a verify failure in the dialog, and does not verify a used code twice after a register failure', async () => {
    let registerAttempts = 0;
    const api = server({
      'POST /verify_email_otp/': (body) =>
        (body as { otp: string }).otp === '000000'
          ? [400, { code: 'invalid_otp', message: 'Invalid OTP' }]
          : [200, { status: 'success', message: 'ok' }],
      'POST /register/': () => {
        registerAttempts += 1;
        return registerAttempts === 1
          ? [400, {}]
          : [200, { status: 'success', message: 'ok', tokens, user_data: sampleUser }];
      },
    });
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    const first = within(dialog).getByLabelText('Digit 1 of 6');
    changeValue(first, { target: { value: '000000' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP');
    changeValue(first, { target: { value: '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to complete registration. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await screen.findByText('Landed on /confirmation-guest')).toBeInTheDocument();
    expect(api.called('POST /verify_email_otp/')).toHaveLength(2);
  });

  // issue 27: a stray click or Escape must not lose the code just sent (the server will not send another yet)
  it('keeps the code dialog open on a click beside it; Escape and the close button ask first', async () => {
    server();
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    fireEvent.click(dialog); // the backdrop: the click lands on the <dialog> itself
    expect(within(dialog).getByRole('button', { name: 'Verify OTP & Register' })).toBeVisible();
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    expect(within(dialog).getByText('Close without verifying your email?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep verifying' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep verifying' }));
    expect(within(dialog).queryByText('Close without verifying your email?')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify OTP & Register' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close anyway' }));
    expect(screen.queryByRole('button', { name: 'Verify OTP & Register' })).not.toBeInTheDocument();
  });

  it('Register again while the code is live returns to the same code, even after the form was closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const api = server();
    const user = userEvent.setup();
    const first = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close anyway' }));
    // the form's host goes (the pricing page's modal closing) and comes back a minute later
    first.unmount();
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('04:00');
    expect(api.called('POST /send_email_otp/')).toHaveLength(1);
    changeValue(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await screen.findByText('Landed on /confirmation-guest')).toBeInTheDocument();
    expect(api.called('POST /verify_email_otp/')[0]?.body).toEqual({ email: 'ada@example.com', otp: '123456' });
  });
});
