import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/**
 * What GET /metrics reports, in one registry per app (tests build several apps in one process):
 * - the process (prom-client's defaults: CPU, memory, event loop lag, GC);
 * - every request by route template, method and status: a count and a duration histogram;
 * - PostgreSQL's connection pool;
 * - the business, read from the database at each scrape, so every instance reports the same
 *   truth however many there are: registrations, verified emails, payments by status, refunds,
 *   the email outbox by state;
 * - and, in the same registry, what the modules count as it happens (modules/metrics/meters.ts):
 *   client errors, Confidante answers, webhook events, open community streams.
 */
export function createMetrics(database: Database, registry: Registry) {
  collectDefaultMetrics({ register: registry, prefix: 'exitcraft_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'exitcraft_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'exitcraft_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  if (database.poolStats) {
    const poolStats = database.poolStats;
    new Gauge({
      name: 'exitcraft_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  new Gauge({
    name: 'exitcraft_registrations',
    help: 'Accounts registered, all time',
    registers: [registry],
    async collect() {
      const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from users`);
      this.set(row?.count ?? 0);
    },
  });
  new Gauge({
    name: 'exitcraft_verified_emails',
    help: 'Accounts whose email address is verified',
    registers: [registry],
    async collect() {
      const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from users where email_verified`);
      this.set(row?.count ?? 0);
    },
  });
  new Gauge({
    name: 'exitcraft_payments',
    help: 'Payments by status (refunds are the refunded ones)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await rows<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from payments group by status`,
      );
      for (const { status, count } of counts) this.set({ status }, count);
    },
  });

  // the outbox's rows by state, named as the operator reads them: queued (pending), sent, failed
  const outboxStates = { pending: 'queued', sent: 'sent', failed: 'failed' } as const;
  new Gauge({
    name: 'exitcraft_email_outbox',
    help: 'Emails in the outbox by state: queued (waiting or retrying), sent, failed (given up)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await rows<{ status: keyof typeof outboxStates; count: number }>(
        sql`select status, count(*)::int as count from email_outbox group by status`,
      );
      for (const [status, state] of Object.entries(outboxStates)) {
        this.set({ state }, counts.find((row) => row.status === status)?.count ?? 0);
      }
    },
  });

  // the job queue (pg-boss, decision 039) by kind and result, read from its tables: every
  // instance reports the same truth; none before the queue first started (its schema is absent)
  new Gauge({
    name: 'exitcraft_jobs',
    help: 'Background jobs by kind and result: waiting (created or retry), active, completed, failed, cancelled',
    labelNames: ['kind', 'result'],
    registers: [registry],
    async collect() {
      this.reset();
      let counts: { kind: string; state: string; count: number }[] = [];
      try {
        counts = await rows(sql`
          select name as kind, state, count(*)::int as count from (
            select name, state::text as state from pgboss.job
            union all select name, state::text as state from pgboss.archive
          ) jobs group by name, state`);
      } catch {
        return;
      }
      for (const row of counts) {
        const result = row.state === 'created' || row.state === 'retry' ? 'waiting' : row.state;
        this.inc({ kind: row.kind, result }, row.count);
      }
    },
  });

  return {
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        // the template (/user-payments/:id/receipt.pdf), never the raw URL: ids stay out of labels
        const route = request.routeOptions.url ?? 'unmatched';
        const labels = { method: request.method, route, status: String(reply.statusCode) };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      });
    },
  };
}
