import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initSession, signOut } from '../../../lib/session.ts';
import { ConfirmationMemberPage } from '../pages/confirmation-member-page.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import { testUser } from '../../../../test/user.ts';
import { MemoryRouter } from '../../../../test/render.tsx';

const user = testUser();

afterEach(async () => {
  await signOut();
  vi.unstubAllGlobals();
});

async function signInAs(data: Partial<typeof user>) {
  localStorage.setItem('access_token', 'a1');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ status: 'success', user_data: { ...user, ...data } }), { status: 200 }),
    ),
  );
  await initSession();
}

const show = () =>
  render(
    <MemoryRouter path="/">
      <ConfirmationScreen />
    </MemoryRouter>,
  );

describe('confirmation screens', () => {
  it('show the full name, email and alias, what happens next, and the way to the dashboard', async () => {
    await signInAs({});
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulations, you are registered!');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('GoldOwl123')).toBeInTheDocument();
    expect(screen.getByText(/contact you by email with instructions and a link to the webinar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('fall back when a value is missing', async () => {
    await signInAs({ full_name: '', email: '', username: '', role: 'paid_user', paid: true });
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Founding Lifetime Member');
    expect(screen.getByText('No User found')).toBeInTheDocument();
    expect(screen.getByText('No email found')).toBeInTheDocument();
    expect(screen.getByText('No Alias found')).toBeInTheDocument();
  });

  it('/confirmation-member shows its member message only to a member', async () => {
    await signInAs({ role: 'guest', paid: false });
    const page = render(
      <MemoryRouter path="/">
        <ConfirmationMemberPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulations, you are registered!');
    expect(screen.queryByText(/Founding Lifetime Member/)).toBeNull();
    page.unmount();
    await signOut();
    await signInAs({ role: 'paid_user', paid: true });
    render(
      <MemoryRouter path="/">
        <ConfirmationMemberPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Founding Lifetime Member');
  });
});
