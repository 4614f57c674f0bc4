import { createPaymentProvider } from './adapters/payments/index.ts';
import type { PaymentProvider } from './adapters/payments/types.ts';
import { createMailer } from './adapters/mailer/index.ts';
import type { Mailer } from './adapters/mailer/types.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { type AccessTokens, createAccessTokens } from './modules/auth/access-token.ts';
import { createEmailDelivery, type EmailDelivery } from './modules/mail/delivery.ts';

/** Everything a module needs from the outside world, built once and passed down. */
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
}

/** The instance's own state, as GET /ready reports it. */
export interface Lifecycle {
  /** Set on SIGTERM: /ready answers 503 so the proxy moves traffic away while requests finish. */
  draining: boolean;
}

export interface DepsOverrides {
  clock?: Clock;
  mailer?: Mailer;
}

export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const mailer = overrides.mailer ?? createMailer(config);
  return {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    emailDelivery: createEmailDelivery({ db: database.db, mailer, clock }),
    accessTokens: createAccessTokens(config.JWT_SECRET),
    payments: createPaymentProvider(config),
    lifecycle: { draining: false },
  };
}
