import type { TokenPair, UserData } from '@exitcraft/shared/schemas/user';
import { useSyncExternalStore } from 'react';
import { endSession, onSessionEnded } from './session-events.ts';
import { readAccessToken, readRefreshToken, storeAccessToken, storeTokens } from './token-storage.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: UserData | null;
  /** Signed out by the person's own Logout here, not by a refused refresh (a guarded page then goes home). */
  loggedOut?: boolean;
}

const signedOut: SessionState = { status: 'unauthenticated', user: null };

/**
 * With no token stored there is nothing to load: the visitor is signed out from the first render,
 * as the prerendered public pages show them (no spinner, no flash of the signed-out page).
 */
function initialState(): SessionState {
  if (typeof window === 'undefined' || (!readAccessToken() && !readRefreshToken())) return signedOut;
  return { status: 'loading', user: null };
}

// the API client loads when there is a token to use, not with every public page
const client = () => import('./api-client.ts');

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  // no news is no render: a page still hydrating would otherwise drop its server markup and redraw
  if (next.status === state.status && next.user === state.user && next.loggedOut === state.loggedOut) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A refused refresh (anywhere: a page's query, a mutation) has cleared the tokens: nobody is signed in.
onSessionEnded(() => {
  if (state.status !== 'unauthenticated' || state.user) setState({ status: 'unauthenticated', user: null });
});

/** Why there is no user: the server refused the session, or could not be asked (nothing is known). */
type NoUser = 'refused' | 'unavailable';

/**
 * GET /extract-user-data/ with the stored token (the API client refreshes once on a 401, and ends
 * the session itself when the server refuses the refresh).
 */
async function fetchUser(): Promise<UserData | NoUser> {
  const { ApiError, apiRequest, saysNothingAboutTheSession } = await client();
  const sent = readAccessToken();
  try {
    const reply = await apiRequest<{ user_data?: unknown }>('/extract-user-data/', { auth: true });
    // the spec accepts a bare object too; zod stays out of the first-load bundle, so check by hand
    const data = (reply?.user_data ?? reply) as Partial<UserData> | null;
    if (data && typeof data.email === 'string' && typeof data.role === 'string') return data as UserData;
    console.error('Failed to fetch user details', reply);
    return 'unavailable';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) console.error('Failed to fetch user details', error);
    if (saysNothingAboutTheSession(error)) return 'unavailable';
    // a 401 with the tokens still stored and unchanged: the client's refresh found no server to ask
    if (error instanceof ApiError && error.status === 401 && readRefreshToken() && readAccessToken() === sent) {
      return 'unavailable';
    }
    return 'refused';
  }
}

/** A user the server could not give is asked for again after 1, 2, 4... seconds, at most 30. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Public-site section 4: on load, with a stored token fetch the user; if that fails try one
 * refresh (the API client's); if the server refuses that too, or there is no token, log out.
 */
export async function initSession(): Promise<void> {
  if (!readAccessToken() && !readRefreshToken()) return endSession();
  return loadUser();
}

/**
 * Reads the user. Only the server's refusal signs the person out, by the API client's rule for a
 * refresh (one rule for both): no answer or a server fault says nothing about the session. A
 * person shown signed in stays so; one not shown yet (the app starting, a login) is asked for
 * again until the server answers, so a server waking up costs nobody their session.
 */
async function loadUser(): Promise<void> {
  for (let attempt = 0; readAccessToken() || readRefreshToken(); attempt += 1) {
    const found = await fetchUser();
    if (found === 'refused') return endSession();
    if (found !== 'unavailable') return setState({ status: 'authenticated', user: found });
    if (state.status === 'authenticated') return;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
  }
}

/** Login and registration: store both tokens, then fetch the user. */
export async function signIn(tokens: TokenPair): Promise<UserData | null> {
  storeTokens(tokens);
  await loadUser();
  return state.user;
}

/** Re-read the user after something changed it on the server (payment, profile). */
export async function refreshUser(): Promise<UserData | null> {
  await loadUser();
  return state.user;
}

/**
 * A call answered a new access token (an alias change): it replaces the stored one, and the user
 * is read again so that every screen (navbar, dashboard) shows what the token now says.
 */
export async function replaceAccessToken(access: string): Promise<UserData | null> {
  storeAccessToken(access);
  return refreshUser();
}

/** A call answered the updated user (a profile save): every screen shows it at once. */
export function setSessionUser(user: UserData): void {
  if (state.status === 'authenticated') setState({ status: 'authenticated', user });
}

/** Logout clears the session; the server revokes the refresh token family when it is reachable. */
export async function signOut(): Promise<void> {
  const refresh = readRefreshToken();
  setState({ status: 'unauthenticated', user: null, loggedOut: true });
  endSession();
  if (refresh) {
    const { apiRequest } = await client();
    await apiRequest('/logout/', { method: 'POST', body: { refresh } }).catch(() => undefined);
  }
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  // the prerendered pages are rendered signed out; hydration starts from that, then moves on
  return useSyncExternalStore(subscribe, getSession, () => signedOut);
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'access_token' || event.key === 'refresh_token' || event.key === null) void initSession();
  });
}
