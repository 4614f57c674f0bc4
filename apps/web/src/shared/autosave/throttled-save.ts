/** `saved` only when nothing is waiting any more: "Saved at" means everything typed is on the server. */
export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

export interface ThrottledSaveOptions {
  /** The least time between two requests (the survey 1 s, an assessment draft 2 s). */
  gapMs: number;
  onStatus?: (status: SaveStatus) => void;
  clock?: { now: () => number };
}

/**
 * The autosave of a form: sends the latest state to the server at most once every `gapMs` and never
 * two requests at once, always the newest state (`send` reads it when it goes out, so a burst of
 * changes costs one request). A failed save waits for the next change: no retry loop against a
 * server that refuses. `leave` sends what is waiting at once, in a request that outlives the page.
 */
export function createThrottledSave(
  send: (keepalive: boolean) => Promise<Date>,
  { gapMs, onStatus = () => {}, clock = Date }: ThrottledSaveOptions,
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
    onStatus({ kind: 'saving' });
    let failed = false;
    try {
      const sending = send(false);
      onWire = sending;
      const at = await sending;
      if (!stopped) onStatus(dirty ? { kind: 'saving' } : { kind: 'saved', at });
    } catch {
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
    /** The form changed: send it when the gap allows. */
    changed() {
      if (stopped) return;
      dirty = true;
      onStatus({ kind: 'saving' });
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
     * submission or a deletion, which a save arriving after them would undo.
     */
    async idle(): Promise<void> {
      cancel();
      await onWire?.catch(() => undefined);
    },
    /** A submission carries the whole form itself: what waits is dropped, later changes save again. */
    discard() {
      cancel();
      dirty = false;
    },
    /** Submitted or discarded for good: nothing more is sent, not even on leaving. */
    stop() {
      cancel();
      stopped = true;
      dirty = false;
    },
  };
}

export type ThrottledSave = ReturnType<typeof createThrottledSave>;
