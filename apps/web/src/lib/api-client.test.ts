import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { ApiError, apiRequest, onSessionEnded, refreshAccessToken } from './api-client.ts';

const expired = { code: 'unauthorized', message: 'Your session has expired. Please log in again.' };

function signedIn(access = 'a1', refresh = 'r1') {
  localStorage.setItem('access_token', access);
  localStorage.setItem('refresh_token', refresh);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('ApiError', () => {
  it('carries the server body: status, code and message', async () => {
    fakeApi({ 'POST /coupons/': () => [400, { code: 'invalid_coupon', message: 'Invalid or expired coupon code.' }] });
    const error = await failure(apiRequest('/coupons/', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_coupon', readable: true });
    expect(error.message).toBe('Invalid or expired coupon code.');
  });

  it('reads named field errors from the body', async () => {
    fakeApi({
      'POST /x/': () => [400, { code: 'validation_error', message: 'Bad', fields: { email: 'Email is required' } }],
    });
    const error = await failure(apiRequest('/x/', { method: 'POST', body: {} }));
    expect(error.fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('turns a lost connection into status 0 with a sentence to show', async () => {
    fakeApi({
      'GET /x/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await failure(apiRequest('/x/'))).toMatchObject({ status: 0, code: 'network_error', readable: true });
  });

  it('refuses a successful answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html><title>app</title>', { status: 200 })),
    );
    expect(await failure(apiRequest('/x/'))).toMatchObject({ code: 'invalid_reply', readable: false });
  });

  it('a 5xx without a body is not readable, so screens show their own fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' })),
    );
    expect(await failure(apiRequest('/x/'))).toMatchObject({ status: 502, code: 'http_502', readable: false });
  });

  it('reads a reply as it came: the server checked it against its schema before sending it', async () => {
    fakeApi({ 'GET /x/': () => [200, { url: 'https://pay', sessionId: 'cs_1' }] });
    expect(await apiRequest<{ url: string; sessionId: string }>('/x/')).toEqual({
      url: 'https://pay',
      sessionId: 'cs_1',
    });
  });
});

describe('refresh', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once on a 401, stores the rotated pair and retries', async () => {
    signedIn();
    const api = fakeApi({
      'GET /x/': (_body, init) =>
        (init.headers as Record<string, string>).authorization === 'Bearer a2' ? [200, { ok: true }] : [401, expired],
      'POST /api/token/refresh/': () => [200, { access: 'a2', refresh: 'r2' }],
    });
    expect(await apiRequest('/x/', { auth: true })).toEqual({ ok: true });
    expect(api.called('POST /api/token/refresh/')).toHaveLength(1);
    expect(api.called('POST /api/token/refresh/')[0]?.body).toEqual({ refresh: 'r1' });
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('shares one refresh between parallel 401s', async () => {
    signedIn();
    const api = fakeApi({
      'GET /x/': (_body, init) =>
        (init.headers as Record<string, string>).authorization === 'Bearer a2' ? [200, {}] : [401, expired],
      'POST /api/token/refresh/': () => [200, { access: 'a2', refresh: 'r2' }],
    });
    await Promise.all([apiRequest('/x/', { auth: true }), apiRequest('/x/', { auth: true })]);
    expect(api.called('POST /api/token/refresh/')).toHaveLength(1);
  });

  it('does not refresh on a 401 that refuses a typed password (one wrong try counts once)', async () => {
    signedIn();
    const api = fakeApi({
      'PUT /profile/': () => [401, { code: 'invalid_password', message: 'Invalid password. Please try again.' }],
    });
    expect(await failure(apiRequest('/profile/', { method: 'PUT', auth: true, body: {} }))).toMatchObject({
      status: 401,
      message: 'Invalid password. Please try again.',
    });
    expect(api.called('PUT /profile/')).toHaveLength(1);
    expect(api.called('POST /api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBe('a1');
  });

  it('clears the tokens and signs out when the server refuses the refresh token', async () => {
    signedIn();
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeApi({ 'GET /x/': () => [401, expired], 'POST /api/token/refresh/': () => [401, expired] });
    expect(await failure(apiRequest('/x/', { auth: true }))).toMatchObject({ status: 401 });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the tokens when the refresh gets no answer: that says nothing about the token', async () => {
    signedIn();
    fakeApi({
      'POST /api/token/refresh/': () => {
        throw new TypeError('offline');
      },
    });
    expect(await refreshAccessToken()).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('uses the tokens another tab rotated while this one waited for the lock', async () => {
    signedIn();
    // the other tab holds the lock and rotates r1 → r2 before letting go
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue: Promise<unknown>[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: (_name: string, _options: unknown, work: () => Promise<unknown>) => {
          const turn = Promise.all(queue).then(work);
          queue.push(turn);
          return turn;
        },
      },
    });
    queue.push(held);
    const api = fakeApi({ 'POST /api/token/refresh/': () => [200, { access: 'never', refresh: 'never' }] });
    const pending = refreshAccessToken();
    signedIn('a2', 'r2');
    release();
    expect(await pending).toBe('a2');
    expect(api.called('POST /api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('retries with a token another tab stored while the call was on the wire, without refreshing', async () => {
    signedIn();
    const api = fakeApi({
      'GET /x/': (_body, init) => {
        if ((init.headers as Record<string, string>).authorization === 'Bearer a2') return [200, { ok: true }];
        signedIn('a2', 'r2');
        return [401, expired];
      },
    });
    expect(await apiRequest('/x/', { auth: true })).toEqual({ ok: true });
    expect(api.called('POST /api/token/refresh/')).toHaveLength(0);
  });

  it('waits for the successor when the lock manager says another tab spent the token this tab still reads', async () => {
    signedIn();
    const held: { name: string }[] = [];
    // another tab rotated r1 and vouches for it; this tab's storage has not caught up yet
    const vouch = vi.fn();
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, ...rest: unknown[]) => {
          if (name.startsWith('exitcraft-token-spent:')) {
            vouch(name);
            held.push({ name });
            return undefined;
          }
          return (rest.at(-1) as () => Promise<unknown>)();
        },
        query: async () => ({ held }),
      },
    });
    const api = fakeApi({ 'POST /api/token/refresh/': () => [200, { access: 'a2', refresh: 'r2' }] });
    expect(await refreshAccessToken()).toBe('a2');
    expect(vouch).toHaveBeenCalledTimes(1);
    // a second tab, same browser: still reading r1, it finds the vouch and waits for storage to move on
    signedIn('a1', 'r1');
    const pending = refreshAccessToken();
    await Promise.resolve();
    signedIn('a2', 'r2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token' }));
    expect(await pending).toBe('a2');
    expect(api.called('POST /api/token/refresh/')).toHaveLength(1);
  });
});
