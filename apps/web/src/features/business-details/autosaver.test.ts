import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveStatus } from '../../shared/autosave/throttled-save.ts';
import { createAutosaver } from './autosaver.ts';

describe('the survey autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(send = vi.fn(async (_names: string[], _leaving: boolean) => new Date())) {
    const statuses: SaveStatus['kind'][] = [];
    const saver = createAutosaver<string>(send, (status) => statuses.push(status.kind), { now: () => Date.now() });
    return { saver, send, statuses };
  }

  it('sends a burst of keystrokes as one request, with every field touched', async () => {
    const { saver, send } = setup();
    for (const name of ['businessName', 'businessName', 'industry', 'businessName']) saver.touch(name);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['businessName', 'industry'], false);
  });

  it('sends at most one request a second while the person keeps typing', async () => {
    const { saver, send } = setup();
    for (let tenth = 0; tenth < 30; tenth++) {
      saver.touch('culture');
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(1000);
    // three seconds of typing plus the last change: one at once, then one per second at most
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(send.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('says saved only once nothing is waiting', async () => {
    let finish: (at: Date) => void = () => {};
    const send = vi.fn(() => new Promise<Date>((resolve) => (finish = resolve)));
    const { saver, statuses } = setup(send);
    saver.touch('industry');
    await vi.advanceTimersByTimeAsync(0);
    saver.touch('country');
    finish(new Date());
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('saving');
    await vi.advanceTimersByTimeAsync(1000);
    finish(new Date());
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('saved');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the fields of a failed save for the next one', async () => {
    const send = vi
      .fn<(names: string[], leaving: boolean) => Promise<Date>>()
      .mockRejectedValueOnce(new Error('offline'));
    send.mockResolvedValue(new Date());
    const { saver, statuses } = setup(send);
    saver.touch('industry');
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['saving', 'saving', 'failed']);
    saver.touch('country');
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenLastCalledWith(expect.arrayContaining(['industry', 'country']), false);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('sends what is still waiting when the page goes away, and nothing after a stop', async () => {
    const { saver, send } = setup();
    saver.touch('industry');
    await vi.advanceTimersByTimeAsync(0);
    saver.touch('country');
    saver.leave();
    expect(send).toHaveBeenLastCalledWith(['country'], true);
    saver.touch('address1');
    saver.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
