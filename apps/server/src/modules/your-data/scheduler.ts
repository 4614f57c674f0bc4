import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { eraseDueAccounts } from './deletion.ts';
import { buildExport, pendingExportIds, purgeExpiredExports } from './export.ts';

/**
 * The in-process runner of this module's background work (decision 041), until the job queue
 * takes it over: `buildExport` and `eraseDueAccounts` are plain service functions, so moving them
 * is one job definition each. main.ts starts it; closing the app stops it. A pass builds the
 * pending exports, erases the accounts whose cooling-off ended and drops expired ZIPs; `notify()`
 * asks for a pass now (a new export request).
 */
export interface YourDataScheduler {
  start(log: FastifyBaseLogger, pollMs?: number): void;
  notify(): void;
  stop(): Promise<void>;
}

export function createYourDataScheduler(deps: AppDeps): YourDataScheduler {
  let timer: NodeJS.Timeout | null = null;
  let log: FastifyBaseLogger | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function pass(): Promise<void> {
    const now = deps.clock.now();
    for (const id of await pendingExportIds(deps)) {
      try {
        await buildExport(deps, id);
      } catch (error) {
        log?.error({ err: error, exportId: id }, 'data export failed');
      }
    }
    const erased = await eraseDueAccounts(deps, now);
    if (erased.length) log?.info({ accounts: erased }, 'accounts erased after their cooling-off');
    await purgeExpiredExports(deps, now);
  }

  function run(): void {
    if (!log) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log?.error({ err: error }, 'your-data background pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  return {
    start(logger, pollMs = 60_000) {
      log = logger;
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    notify: run,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      log = null;
      await running;
    },
  };
}

const schedulers = new WeakMap<AppDeps, YourDataScheduler>();

/** The one scheduler of an app's dependencies: the routes notify it, main.ts starts it. */
export function yourDataScheduler(deps: AppDeps): YourDataScheduler {
  let scheduler = schedulers.get(deps);
  if (!scheduler) {
    scheduler = createYourDataScheduler(deps);
    schedulers.set(deps, scheduler);
  }
  return scheduler;
}
