import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './session-events.ts';
import { getSession, initSession, refreshUser } from './session.ts';
import { testUser } from '../../test/user.ts';

const user = testUser();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// the session is one per page: each test starts signed out
beforeEach(() => endSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

  // issue 27: no answer, or a server fault, says nothing about the session (the API client's rule)
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', async () => json(503, { code: 'unavailable', message: 'Waking up' })],
  ])('keeps the tokens when the user read gets %s, and asks again until it answers', async (_what, failure) => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('access_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(failure)
      .mockResolvedValueOnce(json(200, { status: 'success', user_data: user }));
    vi.stubGlobal('fetch', fetchMock);
    const loading = initSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().status).not.toBe('authenticated');
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    await vi.advanceTimersByTimeAsync(1000);
    await loading;
    expect(getSession()).toEqual({ status: 'authenticated', user });
  });

  it('keeps the tokens when the refresh after a 401 gets no answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('access_token', 'stale');
    localStorage.setItem('refresh_token', 'r1');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { access: 'fresh', refresh: 'r2' }))
      .mockResolvedValueOnce(json(200, { status: 'success', user_data: user }));
    vi.stubGlobal('fetch', fetchMock);
    const loading = initSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    await vi.advanceTimersByTimeAsync(1000);
    await loading;
    expect(getSession()).toEqual({ status: 'authenticated', user });
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('a signed-in person stays signed in when re-reading the user meets a server fault', async () => {
    localStorage.setItem('access_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'success', user_data: user })),
    );
    await initSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { code: 'internal', message: 'Something went wrong' })),
    );
    expect(await refreshUser()).toEqual(user);
    expect(getSession()).toEqual({ status: 'authenticated', user });
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });
});
