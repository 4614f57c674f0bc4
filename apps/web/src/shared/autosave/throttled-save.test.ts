import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledSave, type SaveStatus } from './throttled-save.ts';

describe('the throttled autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(send = vi.fn(async (_keepalive: boolean) => new Date())) {
    const statuses: SaveStatus['kind'][] = [];
    const sync = createThrottledSave(send, {
      gapMs: 2000,
      onStatus: (status) => statuses.push(status.kind),
      clock: { now: () => Date.now() },
    });
    return { sync, send, statuses };
  }

  it('sends a burst of answers as one request', async () => {
    const { sync, send } = setup();
    for (let answer = 0; answer < 5; answer++) sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(false);
  });

  it('sends at most one request every 2 s while the person keeps answering', async () => {
    const { sync, send } = setup();
    const sentAt: number[] = [];
    send.mockImplementation(async () => {
      sentAt.push(Date.now());
      return new Date();
    });
    for (let tenth = 0; tenth < 100; tenth++) {
      sync.changed();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(2000);
    // ten seconds of answering: one at once, then one every two seconds, then the last change
    expect(send).toHaveBeenCalledTimes(6);
    for (let index = 1; index < sentAt.length; index++) {
      expect(sentAt[index]! - sentAt[index - 1]!).toBeGreaterThanOrEqual(2000);
    }
  });

  it('never has two requests on the wire, and sends the change made meanwhile after', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<Date>((resolve) => (finish = () => resolve(new Date()))));
    const { sync, statuses } = setup(send);
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    sync.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('keeps a failed save for the next change', async () => {
    const send = vi.fn<(keepalive: boolean) => Promise<Date>>().mockRejectedValueOnce(new Error('offline'));
    send.mockResolvedValue(new Date());
    const { sync, statuses } = setup(send);
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    sync.changed();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('sends what is waiting with keepalive when the page goes away, and nothing once stopped', async () => {
    const { sync, send } = setup();
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    sync.changed();
    sync.leave();
    expect(send).toHaveBeenLastCalledWith(true);
    sync.leave();
    expect(send).toHaveBeenCalledTimes(2);
    sync.changed();
    sync.stop();
    sync.leave();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('saves at once when asked, whatever the gap', async () => {
    const { sync, send } = setup();
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    sync.changed();
    await sync.saveNow();
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets a submission wait for the save on the wire, and sends nothing after it', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<Date>((resolve) => (finish = () => resolve(new Date()))));
    const { sync } = setup(send);
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    let idle = false;
    void sync.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
    sync.changed();
    const waiting = sync.idle();
    await waiting;
    await vi.advanceTimersByTimeAsync(5000);
    // the change made meanwhile waited for the gap, and idle() cancelled it
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops what waits when a submission carries the whole form, and saves the next change again', async () => {
    const { sync, send } = setup();
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    sync.changed();
    sync.discard();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    sync.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
