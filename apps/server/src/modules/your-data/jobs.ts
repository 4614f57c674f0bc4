import type { AppDeps } from '../../core/deps.ts';
import { dueErasures, eraseDueAccount } from './deletion.ts';
import { buildExport, pendingExportIds, purgeExpiredExports } from './export.ts';

/*
 * This module's background work on the job queue (decisions 039 and 041):
 * - `your-data.export` builds one export; `POST /account/export/` queues it by the export's id.
 * - `your-data.erase` erases one account whose cooling-off ended, and sends the final email.
 * - `your-data.sweep` (every 15 minutes, at each start, and in `npm run jobs -- run-due`) queues
 *   an erasure per account due, a build per export still pending (asked for while the queue was
 *   not open, or left by a crash) and drops the ZIPs of expired exports.
 * Both kinds that act on one row wait at most once per row (`onePerKey`), and both are safe to run
 * twice: a conditional update (export) or a row lock (erasure) decides, so each happens once.
 */

export const yourDataSweepJob = 'your-data.sweep';
export const exportJob = 'your-data.export';
export const eraseJob = 'your-data.erase';
export const yourDataSweepCron = '*/15 * * * *';

interface SweepData {
  /** ISO moment the erasures are decided at (run-due's --at); absent for the cron's ticks: now */
  at?: string;
}
interface ExportData {
  exportId: string;
}
interface EraseData {
  userId: string;
  at: string;
}

/**
 * The moment erasures are decided at: `at`, but never later than the clock's now. A run-due with a
 * time ahead previews reminders; it must not erase an account whose owner may still sign in and
 * cancel (the 7 days are a promise, and erasure cannot be undone).
 */
export function erasureMoment(deps: Pick<AppDeps, 'clock'>, at: Date): Date {
  const now = deps.clock.now();
  return at < now ? at : now;
}

/** The your-data kinds of job and what runs them: the app (routes.ts) and the jobs CLI both call it. */
export function defineYourDataJobs(deps: AppDeps): void {
  deps.jobs.define<SweepData>(yourDataSweepJob, async (data) => {
    await sweep(deps, data.at ? new Date(data.at) : deps.clock.now());
  });
  deps.jobs.define<ExportData>(
    exportJob,
    async (data) => {
      await buildExport(deps, data.exportId);
    },
    // a build that throws marks its export failed (the person asks again, decision 041); one that
    // failed after the build leaves it pending, and the next sweep queues it again
    { retryLimit: 0, onePerKey: true },
  );
  deps.jobs.define<EraseData>(
    eraseJob,
    async (data) => {
      await eraseDueAccount(deps, data.userId, new Date(data.at));
    },
    { retryLimit: 5, retryDelaySeconds: 60, onePerKey: true },
  );
}

async function sweep(deps: AppDeps, at: Date): Promise<void> {
  const moment = erasureMoment(deps, at);
  for (const id of await pendingExportIds(deps)) {
    await deps.jobs.enqueue(exportJob, { exportId: id } satisfies ExportData, { key: id });
  }
  for (const account of await dueErasures(deps, moment)) {
    await deps.jobs.enqueue(eraseJob, { userId: account.id, at: moment.toISOString() } satisfies EraseData, {
      key: account.id,
    });
  }
  await purgeExpiredExports(deps, moment);
}

/**
 * Queues the build of a new export. Before main.ts has opened the queue (the moments after the port
 * opens) or once it has stopped, the export stays pending: the sweep that runs at each start, and
 * every 15 minutes, queues it then.
 */
export async function queueExport(deps: Pick<AppDeps, 'jobs'>, exportId: string): Promise<void> {
  if (!deps.jobs.isStarted()) return;
  await deps.jobs.enqueue(exportJob, { exportId } satisfies ExportData, { key: exportId });
}

/** `npm run jobs -- due`: the erasures a run at `at` would make, and the exports waiting to be built. */
export async function listDueYourData(deps: Pick<AppDeps, 'db' | 'clock'>, at: Date) {
  const moment = erasureMoment(deps, at);
  const [erasures, pending] = await Promise.all([dueErasures(deps, moment), pendingExportIds(deps)]);
  return {
    moment,
    erasures: erasures.map((account) => ({
      id: account.id,
      email: account.email,
      delete_after: account.deleteAfter.toISOString(),
    })),
    pendingExports: pending.length,
  };
}

/** `npm run jobs -- run-due`: queue a sweep at `at`; the drain that follows runs it and what it queues. */
export async function queueYourDataSweep(deps: Pick<AppDeps, 'jobs'>, at: Date): Promise<void> {
  await deps.jobs.enqueue(yourDataSweepJob, { at: at.toISOString() } satisfies SweepData);
}
