// Testing Library's act (it reads `act` from react-dom/test-utils, which vitest.config.ts sends here)
// on Preact, with React's timing. Preact's own act flushes renders and effects when its callback
// returns, or one microtask after an async callback settles. React's act, after an async callback,
// flushes and then waits for a real macrotask (Node's setImmediate, which fake timers do not
// replace) before it resolves, so work queued meanwhile (a lazily imported resolver, a fetch's
// reply) is done by the time `await act(async () => {})` returns. The web tests were written against
// that: this act waits the same way, then lets Preact flush. Synchronous callers (render, fireEvent)
// are flushed synchronously, as by both libraries.
import { setImmediate } from 'node:timers';
import { act as preactAct } from 'preact/test-utils';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value != null && typeof (value as PromiseLike<unknown>).then === 'function';

export function act<T>(callback: () => T | Promise<T>): Promise<T> {
  let result: T | undefined;
  const done = preactAct(() => {
    const returned = callback();
    if (!isThenable(returned)) {
      result = returned;
      return undefined;
    }
    return Promise.resolve(returned).then(async (value) => {
      result = value;
      await new Promise((resolve) => setImmediate(resolve));
    });
  });
  return done.then(() => result as T);
}
