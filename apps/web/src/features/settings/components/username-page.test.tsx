import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import { getSession, initSession, signOut } from '../../../lib/session.ts';
import { UsernamePage } from './username-page.tsx';
import { changeValue } from '../../../../test/change-value.ts';

/** Lets fetches answer and TanStack Query deliver (it notifies on a zero timeout, faked here too). */
async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => vi.advanceTimersByTime(0));
}
let username = 'BlueCat123';

function server(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /extract-user-data/': () => [200, { status: 'success', user_data: testUser({ username }) }],
    'POST /check-username/': (body) => [
      200,
      (body as { username: string }).username === 'RedShip007'
        ? { exists: true, message: 'Username is already taken. Please choose a different combination.' }
        : { exists: false, message: 'Username is available.' },
    ],
    'POST /change-username/': (body) => {
      const { username_color, username_object, username_num, password } = body as Record<string, string>;
      if (password !== 'Harbor#2041')
        return [401, { code: 'invalid_password', message: 'Invalid password. Please try again.' }];
      username = `${username_color}${username_object}${username_num}`;
      return [200, { message: 'Username changed successfully!', access_token: 'a2' }];
    },
    ...overrides,
  });
}

async function show() {
  localStorage.setItem('access_token', 'a1');
  localStorage.setItem('refresh_token', 'r1');
  await initSession();
  renderWithQuery(inRouter(<UsernamePage />, '/usernameView'));
  await settle();
}

const pick = (label: string, value: string) =>
  changeValue(screen.getByLabelText(label, { exact: true, selector: 'input, select' }), { target: { value } });

beforeEach(() => {
  username = 'BlueCat123';
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await signOut();
  vi.unstubAllGlobals();
});

describe('Change Username', () => {
  it('asks for availability 500 ms after the three parts are chosen, and only then', async () => {
    const api = server();
    await show();
    expect(screen.getByText('@BlueCat123')).toBeInTheDocument();
    pick('Color', 'Indigo');
    pick('Object', 'Castle');
    pick('Number', '42');
    expect(screen.getByText('@IndigoCastle042')).toBeInTheDocument();
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(499));
    expect(api.called('POST /check-username/')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(api.called('POST /check-username/')[0]?.body).toEqual({ username: 'IndigoCastle042' });
    expect(screen.getByText('Username is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('keeps Save disabled for a taken alias and says so; the current alias asks nothing', async () => {
    const api = server();
    await show();
    pick('Color', 'Red');
    pick('Object', 'Ship');
    pick('Number', '7');
    await act(async () => vi.advanceTimersByTime(500));
    await settle();
    expect(screen.getByText('Username is already taken. Please choose a different combination.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    pick('Color', 'Blue');
    pick('Object', 'Cat');
    pick('Number', '123');
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByText('New username must be different from current username')).toBeInTheDocument();
    expect(api.called('POST /check-username/')).toHaveLength(1);
  });

  it('shows section 5 messages for missing parts and password', async () => {
    const api = server();
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    for (const message of [
      'Color is required',
      'Object is required',
      'Number is required',
      'Password is required for verification',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    pick('Number', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    expect(screen.getByText('Must be a valid number (0-999)')).toBeInTheDocument();
    expect(api.called('POST /change-username/')).toHaveLength(0);
  });

  it('a wrong password is refused once (no refresh and retry); a right one stores the new token and clears the form', async () => {
    const api = server();
    await show();
    pick('Color', 'Indigo');
    pick('Object', 'Castle');
    pick('Number', '42');
    await act(async () => vi.advanceTimersByTime(500));
    await settle();
    pick('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    expect(api.called('POST /change-username/')).toHaveLength(1);
    expect(api.called('POST /api/token/refresh/')).toHaveLength(0);

    pick('Password', 'Harbor#2041');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await settle();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Username changed successfully!');
    expect(localStorage.getItem('access_token')).toBe('a2');
    expect(getSession().user?.username).toBe('IndigoCastle042');
    expect(screen.getByText('@IndigoCastle042')).toBeInTheDocument();
    expect(screen.getByLabelText('Color', { selector: 'select' })).toHaveValue('');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });
});
