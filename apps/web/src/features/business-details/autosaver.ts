import { createThrottledSave, type SaveStatus } from '../../shared/autosave/throttled-save.ts';

/** The survey saves at most once a second. */
const minGapMs = 1000;

/**
 * Sends the fields touched since the last save, through the shared throttled autosave (at most one
 * request a second, never two at once). A failed save keeps its fields for the next one.
 */
export function createAutosaver<Name>(
  send: (names: Name[], leaving: boolean) => Promise<Date>,
  onStatus: (status: SaveStatus) => void,
  clock: { now: () => number } = Date,
) {
  const pending = new Set<Name>();
  const save = createThrottledSave(
    async (keepalive) => {
      const names = [...pending];
      pending.clear();
      try {
        return await send(names, keepalive);
      } catch (error) {
        for (const name of names) pending.add(name);
        throw error;
      }
    },
    { gapMs: minGapMs, onStatus, clock },
  );

  return {
    touch(name: Name) {
      pending.add(name);
      save.changed();
    },
    /** What is still waiting, sent now in a request that outlives the page (it is going away). */
    leave: save.leave,
    /** A submission carries every field itself: nothing is left to autosave. */
    stop() {
      pending.clear();
      save.discard();
    },
  };
}
