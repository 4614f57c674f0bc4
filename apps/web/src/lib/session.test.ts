import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, initSession } from './session.ts';
import { testUser } from '../../test/user.ts';

const user = testUser();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('initSession', () => {
  it('is unauthenticated without tokens, and clears leftovers', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await initSession();
    expect(getSession().status).toBe('unauthenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the access token from session storage first', async () => {
    sessionStorage.setItem('access_token', 'from-session');
    localStorage.setItem('access_token', 'from-local');
    const fetchMock = vi.fn(async () => json(200, { status: 'success', user_data: user }));
    vi.stubGlobal('fetch', fetchMock);
    await initSession();
    expect(getSession()).toEqual({ status: 'authenticated', user });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer from-session');
  });

  it('refreshes once when the user fetch fails, then retries', async () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('refresh_token', 'r1');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { access: 'fresh' }))
      .mockResolvedValueOnce(json(200, { status: 'success', user_data: user }));
    vi.stubGlobal('fetch', fetchMock);
    await initSession();
    expect(getSession().status).toBe('authenticated');
    expect(localStorage.getItem('access_token')).toBe('fresh');
  });

  it('logs out, clearing both tokens, when the refresh fails too', async () => {
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('refresh_token', 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'unauthorized', message: 'no' })),
    );
    await initSession();
    expect(getSession().status).toBe('unauthenticated');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
