import { describe, expect, it } from 'vitest';
import { blockingOnCpu, type TraceEvent } from '../../scripts/bench-trace.mjs';

const page = { pid: 7, tid: 1 };
const load: TraceEvent = {
  name: 'navigationStart',
  ...page,
  ts: 1_000_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1:3200/staff' } },
};
const paint: TraceEvent = { name: 'firstContentfulPaint', ...page, ts: 1_200_000 };
/** A main-thread task: `at` ms after the load, `wall` and `cpu` in ms. */
const task = (at: number, wall: number, cpu: number, thread = page): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...thread,
  ts: load.ts + at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('blockingOnCpu', () => {
  it("counts the page's tasks after the first paint that could block at 4x, on their CPU time", () => {
    const result = blockingOnCpu([
      load,
      paint,
      task(100, 60, 60),
      task(300, 40, 10),
      task(400, 30, 20),
      task(500, 10, 10),
    ]);
    // before the paint: not counted; 10 ms: cannot block at 4x; the two others: 70 ms wall, 30 ms CPU
    expect(result?.onCpu).toBeCloseTo(30 / 70);
    expect(result?.cpuTbt).toBeCloseTo(4 * 20 - 50);
  });

  it('counts a nested task once, in the one around it, and no other thread or process', () => {
    const outer = task(300, 40, 40);
    const inner = { ...task(310, 20, 20), name: 'RunTask' };
    const result = blockingOnCpu([
      load,
      paint,
      outer,
      inner,
      task(300, 80, 1, { pid: 7, tid: 2 }),
      task(300, 80, 1, { pid: 8, tid: 1 }),
    ]);
    expect(result).toEqual({ onCpu: 1, cpuTbt: 4 * 40 - 50 });
  });

  it('says nothing could block when no task after the paint is long enough, and nothing without a page load', () => {
    expect(blockingOnCpu([load, paint, task(300, 12, 12)])).toEqual({ onCpu: null, cpuTbt: 0 });
    expect(blockingOnCpu([task(300, 80, 80)])).toBeNull();
  });
});
