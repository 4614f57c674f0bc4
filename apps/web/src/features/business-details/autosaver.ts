const minGapMs = 1000;

/** `saved` only when nothing is waiting any more: "Saved at" means everything typed is on the server. */
export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/**
 * Sends the fields touched since the last save: at most one request a second and never two at
 * once. A failed save keeps its fields for the next one.
 */
export function createAutosaver<Name>(
  send: (names: Name[], leaving?: boolean) => Promise<Date>,
  onStatus: (status: SaveStatus) => void,
  clock: { now: () => number } = Date,
) {
  const pending = new Set<Name>();
  let inFlight = false;
  let lastSentAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function schedule() {
    if (timer || inFlight) return;
    timer = setTimeout(() => void flush(), Math.max(0, minGapMs - (clock.now() - lastSentAt)));
  }

  async function flush(): Promise<void> {
    timer = null;
    if (inFlight || pending.size === 0) return;
    const names = [...pending];
    pending.clear();
    inFlight = true;
    lastSentAt = clock.now();
    onStatus({ kind: 'saving' });
    let failed = false;
    try {
      const at = await send(names);
      onStatus(pending.size === 0 ? { kind: 'saved', at } : { kind: 'saving' });
    } catch {
      // kept for the next change, which sends them again (no retry loop against a server that refuses)
      failed = true;
      for (const name of names) pending.add(name);
      onStatus({ kind: 'failed' });
    } finally {
      inFlight = false;
      if (pending.size > 0 && !failed) schedule();
    }
  }

  return {
    touch(name: Name) {
      pending.add(name);
      onStatus({ kind: 'saving' });
      schedule();
    },
    /** What is still waiting, sent now in a request that outlives the page (it is going away). */
    leave() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (pending.size > 0) void send([...pending], true).catch(() => undefined);
      pending.clear();
    },
    /** A submission carries every field itself: nothing is left to autosave. */
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
