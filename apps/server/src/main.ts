import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { hasBundledTemplate, openDatabase } from './db/client.ts';
import {
  embeddedDatabaseExists,
  EmbeddedSetupError,
  setUpEmbeddedDatabaseInChild,
  setupOnlyArgument,
} from './db/embedded-setup.ts';
import { benchmarksBuildCron, benchmarksBuildJob } from './modules/benchmarks/index.ts';
import { sweepCron, sweepJob } from './modules/reminders/index.ts';
import { createDeps } from './deps.ts';
import { loggerOptions } from './lib/logging.ts';
import { seedBundledResearch } from './modules/research/index.ts';
import { seedSiteSettings } from './modules/site-config/index.ts';
import { yourDataSweepCron, yourDataSweepJob } from './modules/your-data/index.ts';

/** The database with every migration applied and the bundled research in it. */
async function openReadyDatabase(config: Config) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await database.migrate();
  await seedBundledResearch(database.db);
  // after the migrations, like the research: building the app writes nothing (/ready reports an
  // unmigrated database instead of the start failing)
  await seedSiteSettings(database.db, config);
  return database;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // the short-lived set-up process of a first start (db/embedded-setup.ts)
  if (process.argv.includes(setupOnlyArgument)) {
    const database = await openReadyDatabase(config);
    await database.close();
    process.exit(0);
  }
  // with the build's template the folder is unpacked in this process (openDatabase), which leaves
  // nothing behind; without it (from source) the set-up's initdb runs in a child of its own
  if (!config.DATABASE_URL && !embeddedDatabaseExists(config.DATA_DIR) && !hasBundledTemplate()) {
    try {
      await setUpEmbeddedDatabaseInChild(config.DATA_DIR, fileURLToPath(import.meta.url));
    } catch (error) {
      if (error instanceof EmbeddedSetupError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openReadyDatabase(config);
  const deps = createDeps(config, database);
  // Log lines go out asynchronously (a slow log pipe never stalls a request), gathered into writes
  // of 4 KiB or every 250 ms, whichever comes first, and flushed when the process exits.
  const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
  process.on('exit', () => {
    try {
      logDestination.flushSync();
    } catch {
      // nothing more can be done with a log line at exit
    }
  });
  const app = await buildApp(deps, {
    logger: { ...loggerOptions(config), stream: logDestination },
  });
  // the signals are handled from here on, before the port opens: a stop that comes while the job
  // queue is still starting (its schema on a first start) shuts down cleanly, not by the default kill
  let closing = false;
  /**
   * SIGTERM (a rolling restart, the proxy's supervisor, a container stop): /ready turns 503 at once,
   * requests keep being served for DRAIN_SECONDS so the proxy's health check notices and moves
   * traffic away, then the server stops accepting, finishes what is in flight and exits.
   * SIGINT (Ctrl-C in a terminal) skips the wait.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    deps.lifecycle.draining = true;
    const drainSeconds = signal === 'SIGTERM' ? config.DRAIN_SECONDS : 0;
    app.log.info({ signal, drainSeconds }, 'shutting down: not ready any more, draining');
    const force = setTimeout(() => process.exit(1), (drainSeconds + 10) * 1000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      app.log.info('finishing in-flight requests');
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // delivers queued email in the background; app.close() stops it (modules/mail/lifecycle.ts)
  deps.emailDelivery.start(app.log);
  // the job queue's workers, the reminders' sweep and the your-data sweep (data exports, erasures
  // after the cooling-off: decisions 039 and 041); app.close() stops them
  try {
    await deps.jobs.start({ work: true, log: app.log });
    await deps.jobs.schedule(sweepJob, sweepCron);
    await deps.jobs.schedule(yourDataSweepJob, yourDataSweepCron);
    // exports asked for before the queue was open, or left pending by a crash, are built now
    // rather than at the next tick
    await deps.jobs.enqueue(yourDataSweepJob, {});
    // the benchmarks' day frozen just after midnight, and once now (a start after downtime catches up)
    await deps.jobs.schedule(benchmarksBuildJob, benchmarksBuildCron);
    await deps.jobs.enqueue(benchmarksBuildJob, {});
  } catch (error) {
    if (closing) return; // stopped while the queue was starting: the shutdown ends the process
    throw error;
  }
  app.log.info(`Exitcraft is running at ${config.APP_URL} (database: ${database.kind})`);
}

await main();
