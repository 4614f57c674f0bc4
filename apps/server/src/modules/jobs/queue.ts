import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * The job queue (issue 31, decision 039): pg-boss over the app's own database connection. On
 * PostgreSQL every instance shares the queue (pg-boss claims a job with FOR UPDATE SKIP LOCKED,
 * so each job runs once); on the embedded PGlite it runs inside the one process that holds it.
 * pg-boss keeps its tables in its own schema, `pgboss`, created and upgraded by pg-boss itself.
 */

import type { JobCounts, JobHandler, JobLog, JobOutcome, JobQueue } from '../../core/job-queue.ts';

interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's database adapter over the driver drizzle already holds (node-postgres pool or PGlite). */
export function executorFor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client as {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
  };
  return {
    async executeSql(text, values) {
      // PGlite runs a script of several statements (pg-boss's schema set-up) only through exec()
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values ?? []);
    },
  };
}

/** The queue's schema is not there yet: no instance has started the queue on this database. */
function isMissingQueue(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | undefined)?.cause);
  // 42P01 undefined_table, 3F000 invalid_schema_name
  return code === '42P01' || code === '3F000';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobQueue(db: Db): JobQueue {
  const handlers = new Map<
    string,
    { handler: JobHandler<never>; retryLimit: number; retryDelay: number; onePerKey: boolean }
  >();
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  let boss: PgBoss | null = null;
  /** The start under way, so a stop that comes meanwhile waits for it and then stops what it opened. */
  let starting: Promise<void> | null = null;
  let log: JobLog | undefined;

  const opened = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };
  const report = (outcome: JobOutcome) => {
    for (const listener of listeners) listener(outcome);
    if (!outcome.ok) log?.error({ job: outcome.kind, id: outcome.id, err: outcome.error }, 'job failed');
  };

  async function runOne(kind: string, job: PgBoss.Job<object>): Promise<JobOutcome> {
    const entry = handlers.get(kind);
    if (!entry) throw new Error(`no handler for ${kind}`);
    try {
      await entry.handler(job.data as never);
      await opened().complete(kind, job.id);
      return { kind, id: job.id, ok: true };
    } catch (error) {
      await opened().fail(kind, job.id, { message: messageOf(error) });
      return { kind, id: job.id, ok: false, error: messageOf(error) };
    }
  }

  async function open(options: { work?: boolean; log?: JobLog }) {
    log = options.log;
    const instance = new PgBoss({
      db: executorFor(db),
      schema: 'pgboss',
      // the cron ticks (schedule) and the maintenance run only in instances that work the queue
      supervise: options.work ?? false,
      schedule: options.work ?? false,
      migrate: true,
    } as PgBoss.ConstructorOptions);
    instance.on('error', (error) => log?.error({ err: error }, 'job queue error'));
    await instance.start();
    boss = instance;
    for (const [kind, entry] of handlers) {
      const exists = await instance.getQueue(kind);
      const queue = {
        name: kind,
        retryLimit: entry.retryLimit,
        retryDelay: entry.retryDelay,
        retryBackoff: true,
        // 'short': one created (waiting) job per singleton key, a unique index pg-boss keeps; unlike
        // 'stately' it never refuses to start a waiting job while another of the key is active
        ...(entry.onePerKey ? { policy: 'short' as const } : {}),
      };
      if (!exists) await instance.createQueue(kind, queue).catch(() => undefined);
      if (options.work) {
        await instance.work<object>(kind, { batchSize: 1, pollingIntervalSeconds: 5 }, async ([job]) => {
          if (!job) return;
          try {
            await entry.handler(job.data as never);
            report({ kind, id: job.id, ok: true });
          } catch (error) {
            report({ kind, id: job.id, ok: false, error: messageOf(error) });
            throw error;
          }
        });
      }
    }
  }

  return {
    define(kind, handler, options = {}) {
      handlers.set(kind, {
        handler: handler as JobHandler<never>,
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 60,
        onePerKey: options.onePerKey ?? false,
      });
    },
    async enqueue(kind, data, options = {}) {
      if (handlers.get(kind)?.onePerKey && !options.key) throw new Error(`${kind} needs a key`);
      return opened().send(kind, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.key ? { singletonKey: options.key } : {}),
      });
    },
    async schedule(kind, cron, data) {
      await opened().schedule(kind, cron, data ?? {}, { tz: 'UTC' });
    },
    async start(options = {}) {
      if (boss) return;
      starting ??= open(options).finally(() => {
        starting = null;
      });
      await starting;
    },
    isStarted() {
      return boss !== null;
    },
    async drain() {
      const outcomes: JobOutcome[] = [];
      // a job may queue others (the sweep queues sends): go round until a pass finds nothing
      for (let pass = 0; pass < 20; pass += 1) {
        let found = 0;
        for (const kind of handlers.keys()) {
          for (;;) {
            const jobs = await opened().fetch<object>(kind, { batchSize: 20 });
            if (jobs.length === 0) break;
            found += jobs.length;
            for (const job of jobs) {
              const outcome = await runOne(kind, job);
              report(outcome);
              outcomes.push(outcome);
            }
          }
        }
        if (found === 0) break;
      }
      return outcomes;
    },
    async counts() {
      const result = (await db
        .execute(
          sql`
        select name as kind,
          count(*) filter (where state in ('created', 'retry'))::int as waiting,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed')::int as failed,
          count(*) filter (where state = 'completed')::int as completed
        from pgboss.job group by name`,
        )
        .catch((error: unknown) => {
          if (isMissingQueue(error)) return { rows: [] };
          throw error;
        })) as unknown as { rows: JobCounts[] };
      const byKind = new Map(result.rows.map((row) => [row.kind, row]));
      return [...handlers.keys()].map(
        (kind) => byKind.get(kind) ?? { kind, waiting: 0, active: 0, failed: 0, completed: 0 },
      );
    },
    async retry(kind, id) {
      await opened().retry(kind, id);
    },
    async failed(limit = 20) {
      const result = (await db
        .execute(
          sql`
        select name as kind, id::text as id, completed_on as failed_at, output
        from pgboss.job where state = 'failed' order by completed_on desc limit ${limit}`,
        )
        .catch((error: unknown) => {
          if (isMissingQueue(error)) return { rows: [] };
          throw error;
        })) as unknown as {
        rows: { kind: string; id: string; failed_at: Date | string; output: { message?: string } | null }[];
      };
      return result.rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        failed_at: new Date(row.failed_at).toISOString(),
        error: row.output?.message ?? '',
      }));
    },
    async stop() {
      await starting?.catch(() => undefined);
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: false, wait: true, close: false });
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
  };
}
