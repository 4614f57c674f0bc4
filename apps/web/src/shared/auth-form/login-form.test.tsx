import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { AuthForm } from './auth-form.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { inRouter } from '../../../test/render.tsx';
import { sampleUser } from '../../../test/user.ts';

vi.mock('../../lib/toast.ts', () => ({
  toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const tokens = { access: 'a1', refresh: 'r1' };

function server(overrides: Parameters<typeof fakeApi>[0] = {}, user = sampleUser) {
  return fakeApi({
    'GET /csrf/': () => {
      document.cookie = 'csrftoken=fresh.token; path=/';
      return [200, { csrfToken: 'fresh.token' }];
    },
    'POST /login/': () => [200, { status: 'success', message: 'Login successful.', tokens }],
    'GET /extract-user-data/': () => [200, { status: 'success', user_data: user }],
    ...overrides,
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

function renderLogin(path = '/auth?view=login', state?: unknown, plan: 'guest' | 'member' | 'paid' = 'guest') {
  return render(inRouter(<AuthForm initialView="login" plan={plan} variant="page" />, path, state));
}

async function logIn(identifier = 'ada@example.com', password = 'Engine#1843') {
  const user = userEvent.setup();
  await user.type(field('Email or Username'), identifier);
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login view', () => {
  it('has the fields, the toggle, Forgot Password?, Login, Register and a close button', async () => {
    server();
    renderLogin();
    expect(field('Email or Username')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('asks for both fields', async () => {
    const api = server();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // the rule is fetched with the first focus or submit (decision 043): the check waits for it
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(field('Email or Username')).toHaveFocus();
    await user.type(field('Email or Username'), 'ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.called('POST /login/')).toHaveLength(0);
  });

  it('sends the CSRF cookie value in X-CSRFToken, fetching it first when missing, and goes to /dashboard', async () => {
    const api = server();
    renderLogin();
    await logIn('GoldOwl123', 'Engine#1843');
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(api.called('GET /csrf/')).toHaveLength(1);
    const [loginCall] = api.called('POST /login/');
    expect(loginCall?.body).toEqual({ identifier: 'GoldOwl123', password: 'Engine#1843' });
    expect((loginCall?.init.headers as Record<string, string>)['X-CSRFToken']).toBe('fresh.token');
  });

  it('uses the cookie the page already has', async () => {
    document.cookie = 'csrftoken=page.token; path=/';
    const api = server();
    renderLogin();
    await logIn();
    await screen.findByText('Landed on /dashboard');
    expect(api.called('GET /csrf/')).toHaveLength(0);
    expect((api.called('POST /login/')[0]?.init.headers as Record<string, string>)['X-CSRFToken']).toBe('page.token');
  });

  it('shows "Logging in..." while busy', async () => {
    let answer: (reply: [number, unknown]) => void = () => {};
    server({ 'POST /login/': () => new Promise((resolve) => (answer = resolve)) });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer([401, { code: 'unauthorized', message: 'Invalid email/username or password.' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/username or password.');
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    server({ 'POST /login/': () => [500, {}] });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('says "Network error. Please try again." when the server cannot be reached', async () => {
    server({
      'POST /login/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('returns to the guarded page that sent the visitor here', async () => {
    server();
    renderLogin('/auth?view=login', { from: '/setting' });
    await logIn();
    expect(await screen.findByText('Landed on /setting')).toBeInTheDocument();
  });

  it('sends an unpaid user who came for the member plan to /payment, with the notice', async () => {
    server();
    renderLogin('/auth?view=login&plan=member', undefined, 'member');
    await logIn();
    expect(await screen.findByText('Landed on /payment')).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Already registered as a guest. Proceeding to upgrade your plan.');
  });

  it('sends a member who came for the member plan to /dashboard', async () => {
    server({}, { ...sampleUser, role: 'paid_user' as never, paid: true });
    renderLogin('/auth?view=login&plan=member', undefined, 'member');
    await logIn();
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
  });

  it('Register goes to the plans with the alert to pick a plan first', async () => {
    server();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText('Landed on /pricing-plan')).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Please first select a plan to register.');
  });

  it('Register switches to the register view in the compact variant (the plan is already chosen)', async () => {
    server({ 'GET /geoip/': () => [200, { country_code: 'us' }], 'GET /health': () => [200, { status: 'ok' }] });
    const user = userEvent.setup();
    render(inRouter(<AuthForm initialView="login" plan="guest" variant="compact" />));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field('Full Name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(field('Email or Username')).toBeInTheDocument();
  });

  it('Forgot Password? opens the reset dialog', async () => {
    server();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    // the dialog's code loads when it is first opened
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
