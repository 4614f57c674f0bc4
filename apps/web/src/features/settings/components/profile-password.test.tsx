import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import { getSession, initSession, signOut } from '../../../lib/session.ts';
import { PasswordPage } from './password-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { changeValue } from '../../../../test/change-value.ts';

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => vi.advanceTimersByTime(0));
}

const user = testUser({ company_name: 'Analytical Engines', country: 'United Kingdom' });
const invalidPassword = { code: 'invalid_password', message: 'Invalid password. Please try again.' };

async function show(ui: React.ReactNode, path: string) {
  localStorage.setItem('access_token', 'a1');
  await initSession();
  renderWithQuery(inRouter(ui, path));
  await settle();
}

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  changeValue(within(scope).getByLabelText(label, { exact: true, selector: 'input, select' }), {
    target: { value },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  vi.useRealTimers();
  await signOut();
  vi.unstubAllGlobals();
});

describe('Profile Information', () => {
  it('saves through the password dialog, shows the success for 3 s and updates the session user', async () => {
    const api = fakeApi({
      'GET /extract-user-data/': () => [200, { status: 'success', user_data: user }],
      'PUT /profile/': (body) => {
        const { password, ...fields } = body as Record<string, string>;
        if (password !== 'Harbor#2041') return [401, invalidPassword];
        return [
          200,
          { status: 'success', message: 'Profile updated successfully!', user_data: { ...user, ...fields } },
        ];
      },
    });
    await show(<ProfilePage />, '/profileView');
    expect(screen.getByLabelText('Country', { selector: 'select' })).toHaveValue('United Kingdom');
    type('Full Name', 'Ada King');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Confirm Password' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    type('Current Password', 'wrong', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    type('Current Password', 'Harbor#2041', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(api.called('PUT /profile/').at(-1)?.body).toEqual({
      full_name: 'Ada King',
      phone_number: user.phone_number,
      company_name: 'Analytical Engines',
      website_name: user.website_name,
      country: 'United Kingdom',
      password: 'Harbor#2041',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(getSession().user?.full_name).toBe('Ada King');
    await act(async () => vi.advanceTimersByTime(2_999));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });
});

describe('Change Password', () => {
  it('puts a wrong current password on its field, and shows the success for 5 s', async () => {
    fakeApi({
      'GET /extract-user-data/': () => [200, { status: 'success', user_data: user }],
      'POST /change-password/': (body) =>
        (body as { current_password: string }).current_password === 'Harbor#2041'
          ? [200, { message: 'Password changed successfully!' }]
          : [401, { code: 'invalid_password', message: 'The current password is incorrect. Please try again.' }],
    });
    await show(<PasswordPage />, '/passwordView');
    type('Current Password', 'wrong');
    type('New Password', 'Lighthouse#2077');
    type('Retype New Password', 'Lighthouse#2077');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await settle();
    expect(screen.getByText('The current password is incorrect. Please try again.')).toBeInTheDocument();
    type('Current Password', 'Harbor#2041');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!');
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
  });
});
