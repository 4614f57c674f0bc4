// Testing Library's act (it reads `act` from react-dom/test-utils, which vitest.config.ts sends here)
// for Preact, with React's timing, which the web tests were written against (decision 048).
//
// - A synchronous callback (render, fireEvent, a user-event press): Preact's renders and effects wait
//   until it returns, then all of them run, and those they cause, before act returns.
// - An async callback (`await act(async () => …)`, the tests' timer advances): renders run as they
//   come (a microtask after the update, as Preact does), each followed at once by the effects it
//   queued (not a frame later), so a query that a render enables starts within the callback. Once
//   the callback settles, act goes on as React's does: flush, wait a real macrotask (Node's
//   setImmediate, which fake timers leave alone), and again while there was work, so what the last
//   flush started (an effect's request, a lazily imported resolver) has landed when act returns.
// preact/test-utils' act holds every render until an async callback settles and then flushes once,
// one microtask later, which the tests' `await act(async () => {})` did not expect.
import { setImmediate } from 'node:timers';
import { options } from 'preact';

let depth = 0;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value != null && typeof (value as PromiseLike<unknown>).then === 'function';
const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

export function act<T>(callback: () => T | Promise<T>): Promise<T> {
  if (depth > 0) {
    // a nested act runs inside the outer one, which flushes
    return Promise.resolve(callback());
  }
  depth++;
  const previousDebounce = options.debounceRendering;
  const previousFrame = options.requestAnimationFrame;
  const renders: (() => void)[] = [];
  const frames: (() => void)[] = [];
  /** Runs the waiting renders and effects, and those they cause; whether there were any. */
  const flush = () => {
    let worked = false;
    for (let round = 0; round < 100 && (renders.length > 0 || frames.length > 0); round++) {
      worked = true;
      for (const run of renders.splice(0)) run();
      for (const run of frames.splice(0)) run();
    }
    return worked;
  };
  let holdRenders = true;
  options.debounceRendering = (run) => {
    if (holdRenders) renders.push(run);
    else
      queueMicrotask(() => {
        run();
        flush();
      });
  };
  options.requestAnimationFrame = (run) => void frames.push(run);
  const restore = () => {
    options.debounceRendering = previousDebounce;
    options.requestAnimationFrame = previousFrame;
    depth--;
  };

  let returned: T | Promise<T>;
  try {
    returned = callback();
  } catch (error) {
    try {
      flush();
    } finally {
      restore();
    }
    throw error;
  }
  if (!isThenable(returned)) {
    try {
      flush();
    } finally {
      restore();
    }
    return Promise.resolve(returned);
  }
  holdRenders = false;
  flush();
  return Promise.resolve(returned).then(
    async (value) => {
      try {
        flush();
        for (let round = 0; round < 50; round++) {
          await macrotask();
          if (!flush()) break;
        }
      } finally {
        restore();
      }
      return value;
    },
    (error: unknown) => {
      try {
        flush();
      } finally {
        restore();
      }
      throw error;
    },
  );
}
