// What a Lighthouse trace says about the machine rather than the page (npm run bench).
// Lighthouse's TBT is the page's main-thread tasks after the first paint, each's wall time simulated
// at 4x. On a 2-core machine a fresh Chromium's other processes (the browser, the GPU process, the
// renderer's own compile workers) run beside the page, and a task's wall time holds the time its
// thread waited for a core. Chromium records both for each task: `dur` (wall) and `tdur` (the thread's
// CPU time). Their ratio over the tasks that can block says how much of the TBT was the page's work.

/** A task shorter than this cannot block at 4x (4 x 12.5 ms = Lighthouse's 50 ms). */
const blockingAtFourTimes = 12_500; // µs

const isTask = (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/**
 * The page's main-thread tasks after the first contentful paint that could block at 4x:
 * - `onCpu`: their CPU time over their wall time, 1 when the thread ran all along, 0.5 when it waited
 *   for a core half the time; null when there is no such task (nothing could block);
 * - `cpuTbt`: the blocking time, in ms, of the same tasks at 4x counted on their CPU time,
 *   sum(max(0, 4 x cpu - 50 ms)): what the page's own work would block on a machine with a core free
 *   for it (Lighthouse stops at the page's time to interactive; this goes to the end of the trace).
 * Null when the trace holds no page load.
 */
export function blockingOnCpu(traceEvents) {
  const loads = traceEvents.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const load = loads.at(-1);
  if (!load) return null;
  const paint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === load.pid && event.ts >= load.ts,
  );
  const from = paint?.ts ?? load.ts;
  const tasks = traceEvents
    .filter((event) => event.pid === load.pid && event.tid === load.tid && event.ph === 'X' && isTask(event))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wall = 0;
  let cpu = 0;
  let cpuTbt = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the one before: counted there
    end = task.ts + task.dur;
    if (task.ts < from || task.dur < blockingAtFourTimes || task.tdur == null) continue;
    wall += task.dur;
    cpu += task.tdur;
    cpuTbt += Math.max(0, (4 * task.tdur) / 1000 - 50);
  }
  return { onCpu: wall === 0 ? null : Math.min(1, cpu / wall), cpuTbt };
}
