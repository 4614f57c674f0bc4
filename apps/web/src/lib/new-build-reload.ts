const storageKey = 'exitcraft-new-build-reload';
/** A second failure at the same URL this soon after a reload is not a deploy: it is shown, not retried. */
export const reloadWindowMs = 60_000;
let reloading = false;

/**
 * A page's code failed to load: after a deploy, the file the old build names is gone. Reloads the
 * page once, at the same URL, so the member lands on the same screen in the new build, and returns
 * true. Returns false and does nothing when this tab already reloaded for this URL within the
 * window (the new build fails too, or the network is down: the caller shows the error), or when it
 * cannot remember that it reloaded (no session storage), so it never loops. The mark is the URL,
 * not the build: during a rolling deploy old and new instances answer side by side, and a mark
 * per build would let A, B, A, B... reload for ever.
 */
export function reloadIntoNewBuild(now = Date.now()): boolean {
  // a second failed file while this page is already on its way out: the reload covers it too
  if (reloading) return true;
  const url = window.location.href;
  try {
    const [markedUrl, markedAt] = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as [unknown, unknown];
    if (markedUrl === url && typeof markedAt === 'number' && now - markedAt < reloadWindowMs) return false;
    sessionStorage.setItem(storageKey, JSON.stringify([url, now]));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
