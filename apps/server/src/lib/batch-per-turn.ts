/**
 * Gathers the lookups asked for during one turn of the event loop and answers them with one call
 * to `load`, made in the turn's check phase (setImmediate): every request whose bytes arrived in
 * the same poll phase shares it. Keys asked for twice in a turn are loaded once. `load` answers
 * with the values it found, keyed; a key it leaves out resolves to undefined. When `load` fails,
 * every lookup of that turn fails with its error.
 *
 * Under concurrent load this turns N statements into one (issue 16: the database's per-statement
 * cost, not the rows, sets the limit of an authenticated read); with one request at a time it is
 * one call per lookup, as before.
 */
export function batchPerTurn<K, V>(
  keyOf: (key: K) => string,
  load: (keys: K[]) => Promise<Map<string, V>>,
): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending: Map<string, { key: K; waiters: Waiter[] }> | null = null;

  const flush = (batch: Map<string, { key: K; waiters: Waiter[] }>) => {
    let loaded: Promise<Map<string, V>>;
    try {
      loaded = load([...batch.values()].map((entry) => entry.key));
    } catch (error) {
      loaded = Promise.reject(error);
    }
    loaded.then(
      (found) => {
        for (const [id, entry] of batch) for (const waiter of entry.waiters) waiter.resolve(found.get(id));
      },
      (error: unknown) => {
        for (const entry of batch.values()) for (const waiter of entry.waiters) waiter.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, { key: K; waiters: Waiter[] }>();
        pending = batch;
        setImmediate(() => {
          pending = null;
          flush(batch);
        });
      }
      const id = keyOf(key);
      const entry = pending.get(id);
      if (entry) entry.waiters.push({ resolve, reject });
      else pending.set(id, { key, waiters: [{ resolve, reject }] });
    });
}
