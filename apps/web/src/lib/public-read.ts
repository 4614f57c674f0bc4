import { useEffect, useSyncExternalStore } from 'react';

/*
 * A public GET that a page only shows, shared by every reader on the page, without TanStack Query:
 * the public pages keep the query library (about 11 KB gzip with its provider) off their load
 * (decisions 043, 046). One request at a time, one stored answer, every reader told when it
 * changes. The request is `fetch` itself, not lib/api-client.ts: nobody signs it and nobody shows
 * why it failed (a reader shows what it had until an answer comes), so the API client (2 KB gzip)
 * stays off the page too. The server checks the reply against its route's schema before it sends
 * it (decision 047). Used by the site settings (the footer, the legal pages) and /coi's research.
 */

export interface PublicRead<T> {
  /** Asks the server (one request at a time, shared by whoever asks meanwhile) and tells every reader. */
  fetch(): Promise<T>;
  /** The last answer and when it came, if any. */
  stored(): { value: T; at: number } | undefined;
  /** Forgets the answer: the next reader asks again (each test starts from nothing). */
  forget(): void;
  /**
   * The answer once the server has given one, undefined before (and when it could not). Asks when
   * nothing is stored or the answer is older than `freshMs`, and once more `retryAfterMs` after a
   * failure; a second failure goes to `onFailure`.
   */
  useStored(): T | undefined;
}

export interface PublicReadOptions {
  /** A reader mounted later than this after the last answer asks again. */
  freshMs: number;
  /** No answer within this is a failure. */
  timeoutMs?: number;
  retryAfterMs?: number;
  onFailure?: (error: unknown) => void;
}

export function publicRead<T>(
  path: string,
  { freshMs, timeoutMs = 10_000, retryAfterMs = 1_000, onFailure }: PublicReadOptions,
): PublicRead<T> {
  let stored: { value: T; at: number } | undefined;
  let asking: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  async function request(): Promise<T> {
    const response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  const read: PublicRead<T> = {
    fetch() {
      asking ??= request()
        .then((value) => {
          stored = { value, at: Date.now() };
          for (const listener of listeners) listener();
          return value;
        })
        .finally(() => {
          asking = undefined;
        });
      return asking;
    },
    stored: () => stored,
    forget() {
      stored = undefined;
      asking = undefined;
    },
    useStored() {
      const value = useSyncExternalStore(
        subscribe,
        () => stored?.value,
        () => undefined,
      );
      useEffect(() => {
        if (stored && Date.now() - stored.at < freshMs) return;
        let cancelled = false;
        read.fetch().catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
          if (cancelled) return;
          await read.fetch().catch((error: unknown) => onFailure?.(error));
        });
        return () => {
          cancelled = true;
        };
      }, []);
      return value;
    },
  };

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return read;
}
