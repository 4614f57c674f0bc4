import { clearTokens } from './token-storage.ts';

/*
 * "Nobody is signed in any more", told to whoever listens (the session, the query cache). Kept
 * apart from api-client.ts so that a public page's first load carries the session without the
 * API client, which loads only when there is a token to use.
 */
type Release = () => void;
const sessionEndedListeners = new Set<() => void>();

/** Called when the tokens are gone: a refused refresh, or a logout. */
export function onSessionEnded(listener: () => void): Release {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Forget the tokens here and tell whoever listens that nobody is signed in. */
export function endSession() {
  clearTokens();
  for (const listener of sessionEndedListeners) listener();
}
