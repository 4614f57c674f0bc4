/** Member-area section 4 as this project reads it: the server copy of a draft, at most once every 2 s. */
export const serverDraftGapMs = 2000;

export type SyncStatus = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/**
 * Sends the latest state of a draft to the server: at most one request every `gapMs` and never two
 * at once, always the newest state (`send` reads it when it goes out, so a burst of answers costs
 * one request). `leave` sends what is waiting at once, in a request that outlives the page.
 */
export function createDraftSync(
  send: (keepalive: boolean) => Promise<Date>,
  onStatus: (status: SyncStatus) => void = () => {},
  clock: { now: () => number } = Date,
  gapMs = serverDraftGapMs,
) {
  let dirty = false;
  let inFlight = false;
  let stopped = false;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let onWire: Promise<unknown> | null = null;

  function schedule() {
    if (timer || inFlight || stopped) return;
    timer = setTimeout(() => void flush(), Math.max(0, gapMs - (clock.now() - lastSentAt)));
  }

  async function flush(): Promise<void> {
    timer = null;
    if (inFlight || !dirty || stopped) return;
    dirty = false;
    inFlight = true;
    lastSentAt = clock.now();
    let failed = false;
    try {
      const sending = send(false);
      onWire = sending;
      const at = await sending;
      if (!stopped) onStatus(dirty ? { kind: 'pending' } : { kind: 'saved', at });
    } catch {
      // the next change sends it again: no retry loop against a server that refuses
      failed = true;
      dirty = true;
      if (!stopped) onStatus({ kind: 'failed' });
    } finally {
      inFlight = false;
      onWire = null;
      if (dirty && !failed) schedule();
    }
  }

  function cancel() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  return {
    /** The draft changed: send it when the gap allows. */
    changed() {
      if (stopped) return;
      dirty = true;
      onStatus({ kind: 'pending' });
      schedule();
    },
    /** The page is going away: what is waiting goes out now, with keepalive. */
    leave() {
      cancel();
      if (!dirty || stopped) return;
      dirty = false;
      lastSentAt = clock.now();
      void send(true).catch(() => undefined);
    },
    /** "Save": send now whatever the gap, and say when the server has it. */
    async saveNow(): Promise<Date> {
      cancel();
      dirty = false;
      lastSentAt = clock.now();
      const at = await send(false);
      onStatus({ kind: 'saved', at });
      return at;
    },
    /**
     * Nothing waits on a timer, and the request on the wire (if any) has landed. Called before a
     * submission or a deletion, which a draft save arriving after them would undo.
     */
    async idle(): Promise<void> {
      cancel();
      await onWire?.catch(() => undefined);
    },
    /** Submitted or discarded: nothing more is sent, not even on leaving. */
    stop() {
      cancel();
      stopped = true;
      dirty = false;
    },
  };
}

export type DraftSync = ReturnType<typeof createDraftSync>;
