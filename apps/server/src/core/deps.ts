import type { PaymentProvider } from '../adapters/payments/types.ts';
import type { Mailer } from '../adapters/mailer/types.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { AccessTokens } from './access-token.ts';
import type { EmailDelivery } from './email-delivery.ts';
import type { Meters } from './meters.ts';
import type { JobQueue } from './job-queue.ts';

/** Everything a module needs from the outside world, built once (src/deps.ts) and passed down. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** Sends the email outbox; main.ts starts its loop, tests call deliverDueEmails(). */
  emailDelivery: EmailDelivery;
  payments: PaymentProvider;
  lifecycle: Lifecycle;
  /** The job queue (pg-boss, decision 039): modules define their kinds; main.ts starts the workers. */
  jobs: JobQueue;
  /** What the modules count for GET /metrics. */
  meters: Meters;
}

/** The instance's own state, as GET /ready reports it. */
export interface Lifecycle {
  /** Set on SIGTERM: /ready answers 503 so the proxy moves traffic away while requests finish. */
  draining: boolean;
}
